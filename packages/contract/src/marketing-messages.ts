// What the public forms and their endpoints say (shared by the server and the web forms).
export const marketingMessages = {
  subscribed: 'Thanks for subscribing!',
  alreadySubscribed: 'This email is already subscribed.',
  contactReceived: "Thanks! We'll get back to you shortly.",
  applicationSubmitted: 'Application submitted successfully!',
  resumeRequired: 'Please attach your résumé.',
  resumeTooLarge: 'The résumé must be 5 MB or smaller.',
  resumeWrongType: 'The résumé must be a PDF or Word file (.pdf, .doc or .docx).',
  sendFailed: 'Sorry, we could not send this. Please try again or call us.',
} as const;
