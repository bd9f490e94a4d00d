/** The footer: a copyright line with the current year and the shop's name (SignShop until known). */
export function Footer({ shopName }: { shopName?: string }) {
  return (
    <footer className="border-top bg-body-tertiary py-3 mt-auto">
      <div className="container-xl text-body-secondary small">
        © {new Date().getFullYear()} {shopName ?? 'SignShop'}
      </div>
    </footer>
  );
}
