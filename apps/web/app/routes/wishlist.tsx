export default function Page() {
  return (
    <main>
      <h1>wishlist</h1>
    </main>
  );
}
