import { pageBreaks } from './dashboard-download';

describe('page breaks of a dashboard PDF', () => {
  it('cuts an image without blocks every page height, the last page shorter', () => {
    expect(pageBreaks(250, 100, [])).toEqual([100, 200, 250]);
    expect(pageBreaks(100, 100, [])).toEqual([100]);
  });

  it('moves a break that would cut a chart up to the chart, which starts the next page', () => {
    expect(pageBreaks(300, 100, [{ top: 10, bottom: 60 }, { top: 70, bottom: 160 }, { top: 170, bottom: 290 }])).toEqual([70, 170, 270, 300]);
  });

  it('moves the break again when the chart beside it starts higher', () => {
    // Two columns: a chart from 60 the break at 100 cuts, and beside it one from 20 that 60 would cut.
    expect(pageBreaks(200, 100, [{ top: 60, bottom: 110 }, { top: 20, bottom: 90 }])).toEqual([20, 120, 200]);
  });

  it('cuts a chart taller than a page where the page ends', () => {
    expect(pageBreaks(250, 100, [{ top: 0, bottom: 250 }])).toEqual([100, 200, 250]);
  });

  it('leaves a chart that ends at the break alone', () => {
    expect(pageBreaks(200, 100, [{ top: 10, bottom: 100 }, { top: 100, bottom: 190 }])).toEqual([100, 200]);
  });

  it('answers no page for nothing to print', () => {
    expect(pageBreaks(0, 100, [])).toEqual([]);
    expect(pageBreaks(100, 0, [])).toEqual([]);
  });
});
