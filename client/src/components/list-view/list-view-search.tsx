import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SearchIcon } from './icons';

/** Spec section 9: search is debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

interface ListViewSearchProps {
  value: string;
  label: string;
  onSearch: (text: string) => void;
}

/** Free-text filter: applies the trimmed text 500 ms after typing stops, or at once on Enter or blur. */
export function ListViewSearch({ value, label, onSearch }: ListViewSearchProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  // Follow outside changes (clear all filters, back button) without eating a trailing space being typed.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  const submitNow = () => {
    debounced.cancel();
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <TextInput
      aria-label={label}
      placeholder="Type a value"
      leftSection={<SearchIcon />}
      value={text}
      w={300}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') submitNow();
      }}
      onBlur={submitNow}
      data-testid="list-search"
    />
  );
}
