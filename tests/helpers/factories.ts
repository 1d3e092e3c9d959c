import { randomBytes } from 'node:crypto';
import type { RegisterInput } from '../../common/schemas/auth.js';

let counter = 0;
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
}

const FIRST = ['Aminata', 'Mohamed', 'Fatmata', 'Ibrahim', 'Isatu', 'Abu', 'Mariama', 'Alhaji', 'Kadiatu', 'Sahr'];
const LAST = ['Kamara', 'Sesay', 'Conteh', 'Bangura', 'Koroma', 'Jalloh', 'Turay', 'Mansaray', 'Kargbo', 'Fofanah'];

export type Registration = { username: string; password: string; email: string; firstName: string; lastName: string; userType: string; [field: string]: unknown };

export function newRegistration(overrides: Partial<Record<keyof RegisterInput, unknown>> = {}): Registration {
  const suffix = uniqueSuffix();
  return {
    username: `user_${suffix}`,
    password: `Strong-pass-${suffix}`,
    email: `user_${suffix}@example.sl`,
    firstName: FIRST[counter % FIRST.length]!,
    lastName: LAST[(counter * 7) % LAST.length]!,
    userType: 'owner',
    ...overrides,
  } as Registration;
}
