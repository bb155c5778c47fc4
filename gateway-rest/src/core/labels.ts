/** FAB's default column label: `.` and `_` become spaces, then Python's str.title(). */
export function columnLabel(column: string): string {
  return pyTitle(column.replace(/[._]/g, ' '));
}

/** FAB's titles split the model class name at capitals: SqlaTable -> "Sqla Table". */
export function modelTitle(modelClassName: string): string {
  return modelClassName.replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ');
}

/** str.title(): upper-case a letter that follows a non-letter, lower-case every other letter. */
function pyTitle(text: string): string {
  let previousIsLetter = false;
  let out = '';
  for (const ch of text) {
    const isLetter = ch.toLowerCase() !== ch.toUpperCase();
    out += isLetter ? (previousIsLetter ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    previousIsLetter = isLetter;
  }
  return out;
}
