import { dashboardChrome, focusedChartParam, forceParam, permalinkMailto, standaloneLevel, withParam } from './dashboard-url';

describe('dashboard address parameters', () => {
  it.each([
    ['?force=true', true],
    ['?force=false', false],
    ['?force=1', false],
    ['', false],
  ])('force in %p is %p', (search, expected) => {
    expect(forceParam(new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    ['?standalone=2', 2],
    ['?standalone=4', 0],
    ['?standalone=x', 0],
  ])('standalone in %p is level %p', (search, expected) => {
    expect(standaloneLevel(new URLSearchParams(search))).toBe(expected);
  });

  it('sets and removes one parameter, keeping the others', () => {
    expect(withParam('?a=1&force=true', 'force', null)).toBe('?a=1');
    expect(withParam('', 'native_filters_key', 'k')).toBe('?native_filters_key=k');
  });

  const chrome = (search: string) => dashboardChrome(new URLSearchParams(search));
  const NOTHING_HIDDEN = { hideNav: false, hideTitle: false, hideTabs: false, hideChartControls: false, hideFilterBar: false, filterBarCollapsed: false };

  it.each([
    ['', {}],
    ['?uiConfig=1', { hideTitle: true }],
    ['?uiConfig=2', { hideTabs: true }],
    ['?uiConfig=4', { hideNav: true }],
    ['?uiConfig=8', { hideChartControls: true }],
    // The embedded SDK's hideTitle + hideTab + hideChartControls + emitDataMasks.
    ['?uiConfig=27', { hideTitle: true, hideTabs: true, hideChartControls: true }],
    ['?uiConfig=16', {}],
    ['?uiConfig=-1', {}],
    ['?uiConfig=1.5', {}],
    ['?uiConfig=x', {}],
    ['?standalone=1', { hideNav: true }],
    ['?standalone=2', { hideNav: true, hideTitle: true }],
    ['?standalone=3', { hideNav: true, hideTitle: true, hideFilterBar: true }],
    ['?standalone=1&uiConfig=8', { hideNav: true, hideChartControls: true }],
    ['?show_filters=false', { hideFilterBar: true }],
    ['?show_filters=0', { hideFilterBar: true }],
    ['?show_filters=true', {}],
    ['?expand_filters=false', { filterBarCollapsed: true }],
    ['?expand_filters=maybe', {}],
  ])('%p hides %p', (search, hidden) => {
    expect(chrome(search)).toEqual({ ...NOTHING_HIDDEN, ...hidden });
  });

  it.each([
    ['?focused_chart=12', 12],
    ['?focused_chart=0', null],
    ['?focused_chart=-3', null],
    ['?focused_chart=1e3', null],
    ['?focused_chart=12abc', null],
    ['?focused_chart=99999999999999999999', null],
    ['', null],
  ])('focused_chart in %p is %p', (search, expected) => {
    expect(focusedChartParam(new URLSearchParams(search))).toBe(expected);
  });

  it('mails a permalink with the dashboard title as subject and the link in the body, both encoded', () => {
    const mailto = permalinkMailto('Sales & Co', 'http://host/superset/dashboard/p/ab12/?x=1&y=2');
    expect(mailto.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(mailto.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Tessera: Sales & Co');
    expect(params.get('body')).toBe('Check out this dashboard: http://host/superset/dashboard/p/ab12/?x=1&y=2');
  });

  it("mails a chart's permalink with the chart's title", () => {
    const params = new URLSearchParams(permalinkMailto('Genders', 'http://host/superset/dashboard/p/cd34/', 'chart').slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Tessera: Genders');
    expect(params.get('body')).toBe('Check out this chart: http://host/superset/dashboard/p/cd34/');
  });
});
