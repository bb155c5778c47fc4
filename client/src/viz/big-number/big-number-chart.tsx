import { Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import HighchartsChart from '../highcharts/highcharts-chart';
import type { VizRendererProps } from '../types';
import { trendlineOptions } from './highcharts-options';
import { fitFontSize, SUBHEADER_SCALE, TEXT_SHARE_WITH_TRENDLINE } from './layout';
import type { BigNumberProps } from './transform-props';

const POSITIVE = '#2f9e44';
const NEGATIVE = '#e03131';

/** The number and its subheader, sized as fractions of the chart's height (container query units). */
function Header({ props }: { props: BigNumberProps }) {
  const share = props.trendline ? TEXT_SHARE_WITH_TRENDLINE : 1;
  const changeColor = props.percentChange === null || props.percentChange === 0 ? undefined : props.percentChange > 0 ? POSITIVE : NEGATIVE;
  return (
    <div style={{ textAlign: 'center', lineHeight: 1.1 }}>
      <div data-testid="big-number-header" style={{ fontSize: fitFontSize(props.headerFontSize * share, props.headerText), fontWeight: 600 }}>
        {props.headerText}
      </div>
      {props.subheaderText && (
        <div data-testid="big-number-subheader" style={{ fontSize: fitFontSize(props.subheaderFontSize * share * SUBHEADER_SCALE, props.subheaderText), color: changeColor }}>
          {props.subheaderText}
        </div>
      )}
      {(props.timestampText || props.notUpToDate) && (
        <Text size="sm" c="dimmed">
          {[props.timestampText, props.notUpToDate ? 'Not up to date' : null].filter(Boolean).join(' · ')}
        </Text>
      )}
    </div>
  );
}

export default function BigNumberChart({ props, onRendered }: VizRendererProps<BigNumberProps>) {
  const options = useMemo(() => (props.trendline ? trendlineOptions(props) : null), [props]);
  // Without a trend line there is nothing drawn asynchronously: on screen once committed.
  useEffect(() => {
    if (!options) onRendered();
  }, [options, onRendered]);
  return (
    <div style={{ containerType: 'size', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', overflow: 'hidden' }}>
      <Header props={props} />
      {options && (
        <div style={{ flex: '1 1 0', minHeight: 0 }}>
          <HighchartsChart options={options} onRendered={onRendered} />
        </div>
      )}
    </div>
  );
}
