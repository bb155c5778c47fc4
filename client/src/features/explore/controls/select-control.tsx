// Select controls: fixed-choice (invalid values dropped), free-form (typed or pasted values accepted, pasted
// text split into options), single or multi with select-all. Also the number/date format and time grain
// selects, which are free-form selects over the spec's choices.
import { Anchor, CloseButton, Combobox, Group, InputBase, MultiSelect, Select, TagsInput, useCombobox } from '@mantine/core';
import { useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import type { ChoiceValue } from '../../../viz/shared/control-panel';
import { resolveChoices } from './datasource-options';
import {
  choiceKey,
  choiceLabel,
  freeFormValue,
  fromChoiceKey,
  mergeOptions,
  OPTION_SEPARATORS,
  sanitizeChoiceValue,
  splitEntries,
  splitPastedText,
} from './select-values';
import type { ControlProps } from './types';

type Choices = ReadonlyArray<readonly [ChoiceValue, string]>;

/** Spec 1 section 9: a select lists at most 100 options at a time (typing narrows them). */
const OPTION_LIMIT = 100;

function useChoices({ config, datasource }: ControlProps): Choices {
  return useMemo(() => resolveChoices(config, datasource) ?? [], [config, datasource]);
}

/** Fixed-choice controls drop values not among the choices, once the choices are known. */
function useDropInvalid(props: ControlProps, choices: Choices, multi: boolean) {
  const { config, value, onChange, datasource } = props;
  const known = config.freeForm !== true && (!config.choicesFrom || datasource !== null) && choices.length > 0;
  const sanitized = known ? sanitizeChoiceValue(value, choices, multi) : value;
  const changed = JSON.stringify(sanitized) !== JSON.stringify(value);
  useEffect(() => {
    if (changed) onChange(sanitized);
    // Run when the outcome changes, not on every new onChange identity.
  }, [changed, JSON.stringify(sanitized)]);
  return sanitized;
}

/** A single select that also takes typed values (number formats, row limit...). */
function FreeFormSelect(props: ControlProps & { choices: Choices }) {
  const { config, value, onChange, choices, error } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const currentLabel = choiceLabel(value, choices);
  const clearable = config.clearable !== false && value !== null && value !== undefined && value !== '';
  const [search, setSearch] = useState(currentLabel);
  const [typing, setTyping] = useState(false);
  useEffect(() => setSearch(currentLabel), [currentLabel]);

  const commit = (text: string) => {
    const byLabel = choices.find(([, label]) => label === text.trim());
    const next = byLabel ? byLabel[0] : freeFormValue(text, choices);
    if (JSON.stringify(next) !== JSON.stringify(value)) onChange(next === '' ? null : next);
    setSearch(choiceLabel(next, choices));
  };
  // While focused the input is a search box: empty, with the current value as its placeholder; leaving it
  // without typing keeps the value.
  const needle = typing ? search.trim().toLowerCase() : '';
  const shown = choices.filter(([choice, label]) => !needle || label.toLowerCase().includes(needle) || String(choice).toLowerCase().includes(needle));
  const exact = choices.some(([choice, label]) => label === search.trim() || String(choice) === search.trim());

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const next = key === '$create' ? freeFormValue(search, choices) : fromChoiceKey(key);
        onChange(next);
        setSearch(choiceLabel(next, choices));
        setTyping(false);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          aria-label={config.label}
          data-testid={`control-${config.name}-input`}
          rightSection={
            clearable ? (
              <CloseButton size="sm" aria-label={`Clear ${config.label}`} onMouseDown={(event) => event.preventDefault()} onClick={() => onChange(null)} />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clearable ? 'all' : 'none'}
          onKeyDown={(event) => {
            // Enter on typed text that matches no highlighted option takes the text as the value.
            if (event.key === 'Enter' && typing && combobox.getSelectedOptionIndex() < 0 && search.trim() !== '') {
              event.preventDefault();
              commit(search);
              setTyping(false);
              combobox.closeDropdown();
            }
          }}
          value={search}
          placeholder={currentLabel || config.placeholder || 'Select or type a value'}
          error={Boolean(error)}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setTyping(true);
            setSearch(event.currentTarget.value);
          }}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            const [first] = splitPastedText(event.clipboardData.getData('text'));
            if (first === undefined) return;
            event.preventDefault();
            setTyping(true);
            setSearch(first);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            setSearch('');
            combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            if (typing && search.trim() !== '') commit(search);
            else setSearch(currentLabel);
            setTyping(false);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {shown.slice(0, OPTION_LIMIT).map(([choice, label]) => (
            <Combobox.Option value={choiceKey(choice)} key={choiceKey(choice)} active={choice === value}>
              {label}
            </Combobox.Option>
          ))}
          {!exact && search.trim() !== '' && <Combobox.Option value="$create">+ Use “{search.trim()}”</Combobox.Option>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function SelectAll({ all, value, onChange }: { all: unknown[]; value: unknown[]; onChange: (value: unknown[]) => void }) {
  if (all.length === 0) return null;
  const everything = all.every((entry) => value.some((chosen) => JSON.stringify(chosen) === JSON.stringify(entry)));
  return (
    <Group justify="flex-end" mt={2}>
      <Anchor component="button" type="button" size="xs" onClick={() => onChange(everything ? [] : all)}>
        {everything ? 'Deselect all' : `Select all (${all.length})`}
      </Anchor>
    </Group>
  );
}

export function SelectControl(props: ControlProps) {
  const { config, onChange, error } = props;
  const choices = useChoices(props);
  const multi = config.multi === true;
  const shownValue = useDropInvalid(props, choices, multi);
  // A select with a 'None' choice (null) is emptied by picking it, not by a clear button.
  const clearable = config.clearable !== false && !choices.some(([choice]) => choice === null);

  if (!multi && config.freeForm) return <FreeFormSelect {...props} choices={choices} />;

  if (!multi) {
    return (
      <Select
        aria-label={config.label}
        data-testid={`control-${config.name}-input`}
        data={choices.map(([choice, label]) => ({ value: choiceKey(choice), label }))}
        value={shownValue === undefined ? null : choiceKey(shownValue as ChoiceValue)}
        onChange={(key) => onChange(key === null ? null : fromChoiceKey(key))}
        clearable={clearable}
        searchable={choices.length > 8}
        limit={OPTION_LIMIT}
        placeholder={config.placeholder ?? 'Select ...'}
        error={Boolean(error)}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }

  const list = Array.isArray(shownValue) ? shownValue : shownValue === undefined || shownValue === null ? [] : [shownValue];
  const selectAll = config.allowSelectAll !== false && choices.length > 1 && (
    <SelectAll all={choices.map(([choice]) => choice)} value={list} onChange={onChange} />
  );

  if (config.freeForm) {
    const labels = list.map((entry) => choiceLabel(entry, choices));
    const toValue = (label: string) => choices.find(([, choiceText]) => choiceText === label)?.[0] ?? freeFormValue(label, choices);
    return (
      <>
        <TagsInput
          aria-label={config.label}
          data-testid={`control-${config.name}-input`}
          data={choices.map(([, label]) => label)}
          value={labels}
          onChange={(next) => onChange(mergeOptions([], splitEntries(next).map(toValue)))}
          splitChars={OPTION_SEPARATORS}
          limit={OPTION_LIMIT}
          clearable={clearable}
          placeholder={config.placeholder ?? 'Select or type values'}
          error={Boolean(error)}
          maxDropdownHeight={280}
        />
        {selectAll}
      </>
    );
  }

  return (
    <>
      <MultiSelect
        aria-label={config.label}
        data-testid={`control-${config.name}-input`}
        data={choices.map(([choice, label]) => ({ value: choiceKey(choice), label }))}
        value={list.map((entry) => choiceKey(entry as ChoiceValue))}
        onChange={(keys) => onChange(keys.map(fromChoiceKey))}
        searchable
        limit={OPTION_LIMIT}
        clearable={clearable}
        placeholder={config.placeholder ?? 'Select ...'}
        error={Boolean(error)}
        maxDropdownHeight={280}
      />
      {selectAll}
    </>
  );
}
