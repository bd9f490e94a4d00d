import Badge from 'react-bootstrap/Badge';

/** Marks a task whose job has signs with tactile text: production needs the Tactile Schedule. */
export function BrailleBadge() {
  return (
    <Badge bg="info" text="dark" className="ms-1" title="Signs with tactile text: see the Tactile Schedule">
      ⠃ Braille
    </Badge>
  );
}
