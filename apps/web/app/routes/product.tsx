export default function Page() {
  return (
    <main>
      <h1>product</h1>
    </main>
  );
}
