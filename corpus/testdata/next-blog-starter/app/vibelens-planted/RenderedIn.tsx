'use client'

// vibelens-planted: client-only text (hydration mismatch): the server renders "server", the browser "browser"
export default function RenderedIn() {
  const where = typeof window === 'undefined' ? 'server' : 'browser'
  return <p className="text-sm text-gray-500 dark:text-gray-400">Rendered in the {where}</p>
}
