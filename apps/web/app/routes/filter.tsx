export default function Page() {
  return (
    <main>
      <h1>filter</h1>
    </main>
  );
}
