// The seeded demo accounts. They exist only when DEMO_DATA is on, and their quick-access links
// (/api/test-login/{role}) and this list are shown only in development.
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'SaloneAdmin#2024', label: 'Administrator' },
  owner: { username: 'owner', password: 'SaloneOwner#2024', label: 'Property owner' },
  agent: { username: 'agent', password: 'SaloneAgent#2024', label: 'Licensed agent' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
