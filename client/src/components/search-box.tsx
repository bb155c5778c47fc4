// A search field that filters as it is typed: its label is also its placeholder, with the search glyph.
import { TextInput } from '@mantine/core';
import { SearchIcon } from './list-view/icons';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Focused when the modal holding it opens. */
  autoFocusInModal?: boolean;
  testId?: string;
}

export function SearchBox({ label, value, onChange, autoFocusInModal, testId }: SearchBoxProps) {
  return (
    <TextInput
      placeholder={label}
      aria-label={label}
      leftSection={<SearchIcon size={14} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus={autoFocusInModal || undefined}
      data-testid={testId}
    />
  );
}
