import Dropdown from 'react-bootstrap/Dropdown';

export interface DocumentAction {
  label: string;
  onClick(): void;
}

/** The phone's More menu of the editor's documents. */
export function DocumentsMenu({
  actions,
  disabledTitle,
}: {
  actions: DocumentAction[];
  disabledTitle?: string;
}) {
  return (
    <Dropdown drop="up" align="end" className="d-md-none">
      <Dropdown.Toggle variant="outline-secondary">
        More<span className="visually-hidden"> documents</span>
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu">
        {actions.map(({ label, onClick }) => (
          <Dropdown.Item
            key={label}
            as="button"
            role="menuitem"
            disabled={!!disabledTitle}
            title={disabledTitle}
            onClick={onClick}
          >
            {label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
