// The popover a control's editor opens in (a filter, a metric, a column, a time range, a list item), beside
// the control. Escape closes what is open innermost: with a select's option list open inside the editor it
// closes that list only, so a half-built filter is not lost by dismissing its operator list; with no list
// open it closes the popover.
import { Popover } from '@mantine/core';
import { createContext, useContext, type KeyboardEvent, type ReactNode } from 'react';

const CloseContext = createContext<() => void>(() => undefined);

/** A Combobox target (Select, Autocomplete, TagsInput…) says whether its list is open. */
function closesAList(target: EventTarget): boolean {
  return target instanceof Element && target.getAttribute('aria-expanded') === 'true';
}

export function EditorPopover({ opened, onChange, children }: { opened: boolean; onChange: (opened: boolean) => void; children: ReactNode }) {
  return (
    <CloseContext.Provider value={() => onChange(false)}>
      <Popover opened={opened} onChange={onChange} position="right-start" withArrow shadow="md" trapFocus closeOnEscape={false}>
        {children}
      </Popover>
    </CloseContext.Provider>
  );
}

function EditorPopoverDropdown({ children }: { children: ReactNode }) {
  const close = useContext(CloseContext);
  // Capture runs before the list's own handler, while the target still reports the list as open.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !closesAList(event.target)) close();
  };
  return <Popover.Dropdown onKeyDownCapture={onKeyDownCapture}>{children}</Popover.Dropdown>;
}

EditorPopover.Target = Popover.Target;
EditorPopover.Dropdown = EditorPopoverDropdown;
