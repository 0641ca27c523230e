// A plain address and nothing else: what a mailto: link or a mail header may carry safely. The local part takes
// RFC 5322's atext minus the characters that mean something in a URL or a header list (? & % , and the like),
// so a stored address can never smuggle in cc=, body= or a new header line (issue 14, item 7).
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
