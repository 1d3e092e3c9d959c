import { describe, expect, it } from 'vitest';
import { describeDocumentsSeen } from './documents.js';

describe('describeDocumentsSeen', () => {
  it('names the kinds in their fixed order with the product date', () => {
    expect(describeDocumentsSeen(['conveyance', 'survey_plan'], '2026-12-03T10:00:00Z'))
      .toBe('Survey plan and conveyance seen by Salone Homes on 3 Dec 2026');
    expect(describeDocumentsSeen(['title_deed'], '2026-12-03T23:30:00Z')).toBe('Title deed seen by Salone Homes on 3 Dec 2026');
    expect(describeDocumentsSeen(['authority_letter', 'survey_plan', 'proof_of_ownership'], '2026-01-09T00:00:00Z'))
      .toBe("Survey plan, proof of ownership and agent's authority letter seen by Salone Homes on 9 Jan 2026");
  });
});
