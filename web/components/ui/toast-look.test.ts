import { describe, expect, it } from 'vitest';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { TOAST_LOOKS } from './toast-look';

describe('toast variants', () => {
  it('give each kind of message its own icon: only a success shows the tick', () => {
    expect(TOAST_LOOKS.success.icon).toBe(CircleCheck);
    expect(TOAST_LOOKS.warning.icon).toBe(TriangleAlert);
    expect(TOAST_LOOKS.info.icon).toBe(Info);
    expect(TOAST_LOOKS.default.icon).toBe(Info);
    expect(TOAST_LOOKS.error.icon).toBe(CircleAlert);
    expect(TOAST_LOOKS.destructive).toBe(TOAST_LOOKS.error);
  });
});
