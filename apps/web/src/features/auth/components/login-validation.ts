// The login form's checks, loaded when the form is first used rather than with the page: zod
// and the contracts are most of what the login page would otherwise build before it
// answers (QUALITY.md P7). The same schema the API uses.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema } from '@portal/shared/contracts/auth';
import { installItalianMessages } from '@portal/shared/validation-messages';

installItalianMessages();

export const loginResolver = zodResolver(LoginBodySchema);
