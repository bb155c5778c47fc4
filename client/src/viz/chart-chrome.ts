// What a chart host draws around its charts itself, told to the renderers below it. A dashboard's chart holder
// has its own menu (downloads included, as on Superset's dashboards), so its charts leave out the chart library's
// export button, which would also cost every one of them a button and its keyboard proxy to draw.
import { createContext } from 'react';

export interface ChartChrome {
  /** Whether a chart draws its own export menu button. */
  exportMenu: boolean;
}

export const ChartChromeContext = createContext<ChartChrome>({ exportMenu: true });

/** A host whose own menu offers the downloads. */
export const HOST_MENU_CHROME: ChartChrome = { exportMenu: false };
