import type { RegisterInput } from '../../common/schemas/auth.js';
import { sampleName, uniqueSuffix } from '../../server/db/factories.js';

export type Registration = { username: string; password: string; email: string; firstName: string; lastName: string; userType: string; [field: string]: unknown };

/**
 * The body of POST /api/register for a new owner with a unique username unless told otherwise. An agent gets a
 * licence number, which agents must give (issue 30); pass licenseNumber: undefined to leave it out.
 */
export function newRegistration(overrides: Partial<Record<keyof RegisterInput, unknown>> = {}): Registration {
  const suffix = uniqueSuffix();
  return {
    username: `user_${suffix}`,
    password: `Strong-pass-${suffix}`,
    email: `user_${suffix}@example.sl`,
    ...sampleName(),
    userType: 'owner',
    ...(overrides.userType === 'agent' ? { licenseNumber: `SL-REA-${suffix.toUpperCase()}-1` } : {}),
    ...overrides,
  } as Registration;
}
