import { describe, expect, it, vi } from 'vitest';
import { createElement, createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Slot as RadixSlot } from 'radix-ui';
import { Slot } from './slot';

// Slot replaces Radix's Slot under Button's asChild: the same child, given the same props, must come out the same.
const draw = (slot: unknown, props: Record<string, unknown>, child: ReactElement) =>
  renderToStaticMarkup(createElement(slot as typeof Slot, props, child));

/** Our Slot's element for these props (it uses no hooks, so its render can be called directly). */
const elementOf = (props: Record<string, unknown>, child: ReactElement, ref: unknown = null) =>
  (Slot as unknown as { render: (p: unknown, r: unknown) => ReactElement<Record<string, unknown>> }).render({ ...props, children: child }, ref);

describe('Slot (Button asChild)', () => {
  it('draws the child with the slot\'s props merged as Radix merges them', () => {
    const cases: Array<[Record<string, unknown>, ReactElement]> = [
      [{ className: 'inline-flex h-11 px-4' }, createElement('a', { href: '/search' }, 'Browse homes')],
      [{ className: 'inline-flex', id: 'go', 'aria-label': 'Slot label' }, createElement('a', { href: '/x', className: 'w-full', 'aria-label': 'Child label' }, 'Go')],
      [{ className: 'btn', style: { color: 'red', margin: 1 }, 'data-x': '1' }, createElement('a', { href: '/y', style: { color: 'blue' }, target: '_blank', rel: 'noopener' }, createElement('span', null, 'Icon'), 'Text')],
      [{}, createElement('a', { href: '/z', className: 'only-child' }, 'Z')],
    ];
    for (const [props, child] of cases) expect(draw(Slot, props, child)).toBe(draw(RadixSlot.Root, props, child));
  });

  it('runs both click handlers, the child\'s first, and returns the child\'s result', () => {
    const calls: string[] = [];
    const element = elementOf(
      { onClick: () => calls.push('slot') },
      createElement('a', { href: '/', onClick: () => (calls.push('child'), 'child result') }),
    );
    expect((element.props.onClick as () => unknown)()).toBe('child result');
    expect(calls).toEqual(['child', 'slot']);
    const onlySlot = vi.fn();
    (elementOf({ onClick: onlySlot }, createElement('a', { href: '/' })).props.onClick as () => void)();
    expect(onlySlot).toHaveBeenCalledOnce();
  });

  it('hands the element to both the forwarded ref and the child\'s own', () => {
    const forwarded = createRef<HTMLElement>();
    const own = vi.fn();
    const element = elementOf({}, createElement('a', { href: '/', ref: own }), forwarded);
    const node = {} as HTMLElement;
    (element.props.ref as (n: HTMLElement) => void)(node);
    expect(forwarded.current).toBe(node);
    expect(own).toHaveBeenCalledWith(node);
    expect(elementOf({}, createElement('a', { href: '/', ref: own })).props.ref).toBe(own);
    expect(elementOf({}, createElement('a', { href: '/' }), forwarded).props.ref).toBe(forwarded);
  });

  it('refuses more than one child, as Radix does', () => {
    expect(() => elementOf({}, ['a', 'b'] as unknown as ReactElement)).toThrow();
  });
});
