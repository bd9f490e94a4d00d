/** The footer: a copyright line with the current year. */
export function Footer() {
  return (
    <footer className="border-top bg-body-tertiary py-3 mt-auto">
      <div className="container-xl text-body-secondary small">© {new Date().getFullYear()} SignShop</div>
    </footer>
  );
}
