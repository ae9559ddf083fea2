export default function Page() {
  return (
    <main>
      <h1>page</h1>
    </main>
  );
}
