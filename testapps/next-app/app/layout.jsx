import "./globals.css";

export const metadata = { title: "Plans (Next.js)", icons: { icon: "data:," } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
