// Button's `asChild`: its one child (a Link or an <a>) is drawn with the button's props. This is Radix's Slot
// reduced to what Button uses, merged the way Radix merges them (the tests in slot.test.tsx hold it to that):
// the slot's class names come first, then the child's; both event handlers run, the child's first; styles are
// merged, the child's winning; refs reach both. Radix's Slot (with its Slottable, lazy children and compose-refs)
// was 1.4 KB of every page's first load for this. Radix's own components keep using theirs.
import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from 'react';

type Props = HTMLAttributes<HTMLElement> & Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** The child's own ref: a prop in React 19, on the element in Preact and earlier React. */
function refOf(element: ReactElement): Ref<HTMLElement> | undefined {
  return ((element.props as { ref?: Ref<HTMLElement> }).ref ?? (element as unknown as { ref?: Ref<HTMLElement> }).ref) || undefined;
}

function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const mine = slotProps[name];
    const theirs = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof mine === 'function' && typeof theirs === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = theirs(...args);
          mine(...args);
          return result;
        };
      } else if (mine) merged[name] = mine;
    } else if (name === 'style') merged.style = { ...(mine as object), ...(theirs as object) };
    else if (name === 'className') merged.className = [mine, theirs].filter(Boolean).join(' ');
  }
  return merged;
}

export const Slot = forwardRef<HTMLElement, Props & { children?: unknown }>(function Slot({ children, ...slotProps }, forwardedRef) {
  if (!isValidElement(children)) {
    if (children || children === 0) throw new Error('Button with asChild takes exactly one element as its child');
    return null;
  }
  const child = children as ReactElement<Props>;
  const childRef = refOf(child);
  const ref = forwardedRef && childRef ? (node: HTMLElement | null) => (setRef(forwardedRef, node), setRef(childRef, node)) : (forwardedRef ?? childRef);
  return cloneElement(child, { ...mergeProps(slotProps, child.props), ref } as Props);
});
