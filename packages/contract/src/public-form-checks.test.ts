import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INDIAN_STATES } from './indian-states.js';
import { messages } from './messages.js';
import { contactProblems, jobApplicationProblems, newsletterProblems, publicBookingProblems } from './public-form-checks.js';
import { CAR_TYPES, CONTACT_SERVICE_TYPES, PUBLIC_SERVICE_KEYS } from './public-form-choices.js';
import { contactBody, jobApplicationForm, newsletterBody, type JobApplicationFormValues } from './schemas/marketing.js';
import { publicBookingBody } from './schemas/public-booking.js';

/** What a form shows from a schema: the first issue's message per field (@hookform/resolvers' zodResolver). */
function firstIssues(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const first: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

// Strings near each rule's edges: blanks, separators, letters, digits, and lengths around each limit.
const piece = fc.constantFrom('', ' ', '  ', 'a', 'Z', '0', '9', '12345', '@', '.', ',', '-', 'x@y.in', '\t', 'é', 'DL01AB1234');
const near = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.constantFrom(80, 100, 200, 254, 2000).chain((n) => fc.constantFrom(n - 1, n, n + 1).map((len) => 'a'.repeat(len))),
  fc.constantFrom(79, 80, 81, 250, 251).map((len) => `${'b'.repeat(len)}@example.in`),
  fc.string({ maxLength: 20 }),
);
const choice = (known: readonly string[]) => fc.oneof(fc.constantFrom(...known, ''), near);

describe('newsletterProblems', () => {
  it('gives the messages of newsletterBody', () => {
    fc.assert(
      fc.property(fc.record({ email: near }), (v) => {
        expect(newsletterProblems(v)).toEqual(firstIssues(newsletterBody, v));
      }),
      { numRuns: 2000 },
    );
  });

  it('asks for the address of an empty form', () => {
    expect(newsletterProblems({ email: '' })).toEqual({ email: 'Email is required.' });
  });
});

describe('contactProblems', () => {
  const values = fc.record({
    fullName: near,
    email: near,
    phone: fc.oneof(near, fc.constantFrom('9876543210', ' 9876543210 ', '987654321', '98765432101')),
    serviceType: choice(CONTACT_SERVICE_TYPES.map((s) => s.value)),
    message: near,
  });

  it('gives the messages of contactBody, field by field', () => {
    fc.assert(
      fc.property(values, (v) => {
        expect(contactProblems(v as never)).toEqual(firstIssues(contactBody, v));
      }),
      { numRuns: 2000 },
    );
  });

  it('asks for every field of an empty form', () => {
    expect(contactProblems({ fullName: '', email: '', phone: '', serviceType: '' as never, message: '' })).toEqual({
      fullName: 'Full Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      serviceType: 'Please select a service.',
      message: 'Message is required.',
    });
  });
});

describe('publicBookingProblems', () => {
  const carNo = fc.oneof(
    near,
    fc.constantFrom('HR26 DK 1234', 'dl-01-ab-1234', 'DL01AB1234, HR26DK1234', ',,', ' , ', 'AB1', 'ABCDEFGHIJKLM', 'X, DL01AB1234'),
  );
  const values = fc.record({
    service: choice(PUBLIC_SERVICE_KEYS),
    carType: choice(CAR_TYPES),
    vehicleNo: carNo,
    name: near,
    phone: fc.oneof(near, fc.constantFrom('9811122233')),
    date: fc.oneof(near, fc.constantFrom('2030-01-15', ' 2030-01-15 ', '2030-02-30', '2030-1-5')),
    timeSlot: fc.oneof(near, fc.constantFrom('Morning', 'afternoon', ' EVENING ', 'Morning (8 AM - 12 PM)', 'Night')),
  });

  it('gives the messages of publicBookingBody, field by field', () => {
    fc.assert(
      fc.property(values, (v) => {
        expect(publicBookingProblems(v as never)).toEqual(firstIssues(publicBookingBody, v));
      }),
      {
        numRuns: 2000,
      },
    );
  });

  it('asks for the date and the slot in the words of SPEC.md', () => {
    const problems = publicBookingProblems({
      service: 'basic',
      carType: 'suv',
      vehicleNo: 'HR26 DK 1234',
      name: 'Kiran',
      phone: '9811122233',
      date: '',
      timeSlot: '',
    });
    expect(problems).toEqual({ date: messages.bookings.selectDateAndSlot, timeSlot: messages.bookings.selectDateAndSlot });
  });
});

describe('jobApplicationProblems', () => {
  const resume = fc.oneof(
    fc.constant(undefined),
    fc.constant([]),
    fc
      .record({
        name: fc.constantFrom('cv.pdf', 'CV.DOCX', 'cv.doc', 'cv.txt', 'pdf'),
        size: fc.constantFrom(1, 5 * 1024 * 1024, 5 * 1024 * 1024 + 1),
      })
      .map((file) => [file]),
  );
  const values = fc.record({
    name: near,
    email: near,
    phone: fc.oneof(near, fc.constantFrom('9812345678')),
    location: choice(INDIAN_STATES),
    message: fc.oneof(near, fc.constant(undefined)),
    resume,
  });

  it('gives the messages of jobApplicationForm, field by field', () => {
    fc.assert(
      fc.property(values, (v) => {
        expect(jobApplicationProblems(v as JobApplicationFormValues)).toEqual(firstIssues(jobApplicationForm, v));
      }),
      { numRuns: 2000 },
    );
  });
});
