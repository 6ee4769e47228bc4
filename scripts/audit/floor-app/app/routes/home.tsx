export default function Home() {
  return (
    <main>
      <h1>A minimal React Router page</h1>
      <p>
        One heading and one paragraph, prerendered and hydrated: what every page of the site pays before its own code.
      </p>
    </main>
  );
}
