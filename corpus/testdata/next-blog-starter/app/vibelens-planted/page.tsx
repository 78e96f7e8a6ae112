// VibeLens corpus: a copy of the Projects page with planted layout bugs.
// Not part of timlrx/tailwind-nextjs-starter-blog; every bug is marked `vibelens-planted`.
import projectsData from '@/data/projectsData'
import { genPageMetadata } from 'app/seo'
import RenderedIn from './RenderedIn'

export const metadata = genPageMetadata({ title: 'Planted' })

export default function VibelensPlanted() {
  return (
    <>
      <div className="divide-y divide-gray-200 dark:divide-gray-700">
        <div className="space-y-2 pt-6 pb-8 md:space-y-5">
          <h1 className="text-3xl leading-9 font-extrabold tracking-tight text-gray-900 sm:text-4xl sm:leading-10 md:text-6xl md:leading-14 dark:text-gray-100">
            Projects
          </h1>
          <p className="text-lg leading-7 text-gray-500 dark:text-gray-400">
            Showcase your projects with a hero image (16 x 9)
          </p>
          <RenderedIn />
        </div>
        <div className="container py-12">
          <div className="mb-8 flex flex-wrap gap-4">
            {/* vibelens-planted: whitespace-nowrap label cut off in a fixed-width card */}
            <div className="w-44 overflow-hidden rounded-md border-2 border-gray-200/60 p-4 dark:border-gray-700/60">
              <p className="text-sm text-gray-500 dark:text-gray-400">Latest</p>
              <p className="text-lg font-bold whitespace-nowrap">Deriving the OLS Estimator</p>
            </div>
            {/* vibelens-planted: <img> with a missing src (404) */}
            <div className="overflow-hidden rounded-md border-2 border-gray-200/60 p-4 dark:border-gray-700/60">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src="/static/images/vibelens-missing-hero.png"
                alt="Project hero"
                width={160}
                height={90}
                className="object-cover"
              />
            </div>
          </div>
          {/* vibelens-planted: fixed width w-[600px] sticks out of its bordered card on mobile */}
          <div className="mb-8 rounded-md border-2 border-gray-200/60 p-6 dark:border-gray-700/60">
            <h2 className="mb-3 text-2xl leading-8 font-bold tracking-tight">Stack</h2>
            <div className="w-[600px] rounded bg-gray-100 p-3 font-mono text-sm dark:bg-gray-800">
              next 15 · tailwind 4 · contentlayer2 · pliny
            </div>
          </div>
          <div className="-m-4 flex flex-wrap">
            {projectsData.map((d) => (
              <div key={d.title} className="md max-w-[544px] p-4 md:w-1/2">
                <div className="relative h-full rounded-md border-2 border-gray-200/60 dark:border-gray-700/60">
                  {/* vibelens-planted: absolutely positioned button sticking out of its card */}
                  <button
                    type="button"
                    className="bg-primary-500 absolute top-4 -right-10 rounded-md px-3 py-1 text-sm font-medium text-white"
                  >
                    Star
                  </button>
                  <div className="p-6">
                    <h2 className="mb-3 text-2xl leading-8 font-bold tracking-tight">{d.title}</h2>
                    <p className="prose mb-3 max-w-none text-gray-500 dark:text-gray-400">
                      {d.description}
                    </p>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}
