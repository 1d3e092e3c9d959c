import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../components/ui/input';

interface CommitInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  /** Called with the text when it is final: on every keystroke when `live`, else on Enter or leaving the box. */
  onCommit: (text: string) => void;
  live?: boolean;
}

/**
 * A text box that does not fire a search per keystroke (each would cost a request on a slow line and a
 * history entry): it reports on Enter or blur, unless `live` (a draft that is applied later).
 */
export function CommitInput({ value, onCommit, live, onBlur, onKeyDown, ...props }: CommitInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Follow outside changes (back button, "Clear all") without an effect.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  // The box's own text, not the state: on a page the server drew, a reader may type before the app has
  // started, and that text is in the box but not yet in the state.
  const commit = (current: string) => {
    if (current !== text) setText(current);
    if (current !== value) onCommit(current);
  };
  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (live) onCommit(e.target.value);
      }}
      onBlur={(e) => {
        commit(e.currentTarget.value);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit(e.currentTarget.value);
        }
        onKeyDown?.(e);
      }}
    />
  );
}
