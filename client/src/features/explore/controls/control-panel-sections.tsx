// A chart type's control panel: its sections as collapsible panels (open when the panel says `expanded`),
// showing only the controls visible for the current form data; half-width controls share a row. A collapsed
// section's controls mount when it is opened.
import { Accordion, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { isControlVisible, type ControlConfig, type ControlError, type ControlPanelConfig } from '../../../viz/shared/control-panel';
import type { QueryFormData } from '../../../viz/shared/form-data';
import { ControlField } from './control-field';
import { controlRowsOf } from './control-rows';
import type { ControlDatasource } from './types';

export interface ControlPanelSectionsProps {
  panel: ControlPanelConfig;
  formData: QueryFormData;
  /** One control changed: its form-data key, the new value, and whether the change only needs a re-render. */
  onChange: (name: string, value: unknown, renderOnly: boolean) => void;
  datasource: ControlDatasource | null;
  errors?: readonly ControlError[];
  /** Only the sections of this tab (sections without a tab are 'data'); all when omitted. */
  tab?: 'data' | 'customize';
}

export function ControlPanelSections({ panel, formData, onChange, datasource, errors = [], tab }: ControlPanelSectionsProps) {
  const sections = panel.sections
    .filter((section) => !tab || (section.tab ?? 'data') === tab)
    .map((section) => ({ section, controls: section.controls.filter((control) => isControlVisible(control, formData)) }))
    .filter(({ controls }) => controls.length > 0);
  const messages = new Map<string, string>();
  for (const error of errors) if (!messages.has(error.name)) messages.set(error.name, error.message);

  const field = (control: ControlConfig): ReactNode => (
    <ControlField
      key={control.name}
      config={control}
      value={formData[control.name]}
      onChange={(value) => onChange(control.name, value, control.renderTrigger === true)}
      formData={formData}
      datasource={datasource}
      error={messages.get(control.name) ?? null}
    />
  );

  return (
    <Accordion
      multiple
      defaultValue={sections.filter(({ section }) => section.expanded).map(({ section }) => section.label)}
      variant="contained"
      // A collapsed section's controls are not rendered (Mantine keeps them, hidden, by default): most of a
      // panel is collapsed, and rendering it held the chart's first drawing back by about a second.
      keepMounted={false}
      data-testid="control-panel"
    >
      {sections.map(({ section, controls }) => (
        <Accordion.Item key={section.label} value={section.label} data-testid={`control-section-${section.label}`}>
          <Accordion.Control>{section.label}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {controlRowsOf(controls).map((row) =>
                row.length === 1 ? (
                  field(row[0])
                ) : (
                  <Group key={row.map((control) => control.name).join('+')} grow align="flex-start" gap="xs">
                    {row.map(field)}
                  </Group>
                ),
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
