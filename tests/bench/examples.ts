/** The bench's way to an example chart: its id by its name, and its saved query context, over the REST API. */

async function getJson(base: string, token: string, url: string): Promise<any> {
  const response = await fetch(`${base}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The id of the example chart named `name` (`hint` says how to get it when it is missing). */
export async function exampleChartId(base: string, token: string, name: string, hint = ''): Promise<number> {
  const q = encodeURIComponent(`(columns:!(id,slice_name),filters:!((col:slice_name,opr:chart_all_text,value:'${name}')))`);
  const list = (await getJson(base, token, `/api/v1/chart/?q=${q}`)) as { result: { id: number; slice_name: string }[] };
  const chart = list.result.find((c) => c.slice_name === name);
  if (!chart) throw new Error(`the example chart "${name}" is missing${hint ? `; ${hint}` : ''}`);
  return chart.id;
}

/** The saved query context of the example chart named `name`. */
export async function exampleQueryContext(base: string, token: string, name: string, hint = ''): Promise<any> {
  const id = await exampleChartId(base, token, name, hint);
  return JSON.parse(((await getJson(base, token, `/api/v1/chart/${id}`)) as { result: { query_context: string } }).result.query_context);
}
