import { describe, expect, it } from 'vitest';
import { listingDateText } from './listing-date';

const dates = {
  createdAt: '2026-01-05T10:00:00.000Z',
  submittedAt: '2026-01-07T10:00:00.000Z',
  approvedAt: '2026-01-09T10:00:00.000Z',
  updatedAt: '2026-01-11T10:00:00.000Z',
};

describe('listingDateText', () => {
  it('says Submitted for a pending listing and Rejected for a rejected one, never Listed', () => {
    expect(listingDateText({ ...dates, status: 'pending', approvedAt: null })).toBe('Submitted 7 Jan 2026');
    expect(listingDateText({ ...dates, status: 'rejected' })).toBe('Rejected 11 Jan 2026');
  });

  it('says Listed from the approval for a live listing, and Saved for a draft', () => {
    expect(listingDateText({ ...dates, status: 'approved' })).toBe('Listed 9 Jan 2026');
    expect(listingDateText({ ...dates, status: 'draft', submittedAt: null, approvedAt: null })).toBe('Saved 11 Jan 2026');
  });
});
