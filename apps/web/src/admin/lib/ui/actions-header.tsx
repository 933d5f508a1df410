/** The header of a table's column of row buttons: named for a screen reader, blank to the eye. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}
