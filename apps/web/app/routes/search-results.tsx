export default function Page() {
  return (
    <main>
      <h1>search-results</h1>
    </main>
  );
}
