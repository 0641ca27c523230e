import { loginForm } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';

// raw: the identifier goes out as typed (toLoginBody trims it); the message is the form's, not a field's.
export const loginResolver = zodResolver(loginForm, undefined, { raw: true });
