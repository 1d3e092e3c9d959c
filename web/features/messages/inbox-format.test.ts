import { describe, expect, it } from 'vitest';
import { personRole } from './inbox-format';

describe('personRole', () => {
  it("calls an agent 'Licensed Agent' only when an admin checked the licence (issue 30, item 4)", () => {
    expect(personRole('agent', true)).toBe('Licensed Agent');
    expect(personRole('agent', false)).toBe('Agent (licence not checked)');
    expect(personRole('agent')).toBe('Agent (licence not checked)');
    expect(personRole('owner', true)).toBe('Property Owner');
  });
});
