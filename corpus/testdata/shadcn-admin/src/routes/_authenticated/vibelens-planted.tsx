// VibeLens corpus: a copy of the Apps page with planted layout bugs.
// Not part of satnaing/shadcn-admin; every bug is marked `vibelens-planted`.
import { createFileRoute } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { ConfigDrawer } from '@/components/config-drawer'
import { Header } from '@/components/layout/header'
import { Main } from '@/components/layout/main'
import { ProfileDropdown } from '@/components/profile-dropdown'
import { Search } from '@/components/search'
import { ThemeSwitch } from '@/components/theme-switch'
import { apps } from '@/features/apps/data/apps'

export const Route = createFileRoute('/_authenticated/vibelens-planted')({
  component: VibelensPlanted,
})

function VibelensPlanted() {
  const shown = apps.slice(0, 4)
  return (
    <>
      <Header>
        <Search className='me-auto' />
        <ThemeSwitch />
        <ConfigDrawer />
        <ProfileDropdown />
      </Header>

      <Main>
        <div>
          <h1 className='text-2xl font-bold tracking-tight'>
            App Integrations
          </h1>
          <p className='text-muted-foreground'>
            Here&apos;s a list of your apps for the integration!
          </p>
        </div>

        <div className='my-4 flex flex-wrap gap-4'>
          {/* vibelens-planted: whitespace-nowrap label cut off in a fixed-width card */}
          <div className='w-40 overflow-hidden rounded-lg border p-4'>
            <p className='text-xs text-muted-foreground'>Workspace</p>
            <span className='block font-semibold whitespace-nowrap'>
              Connected to Slack workspace Engineering
            </span>
          </div>

          {/* vibelens-planted: <img> with a missing src (404) */}
          <div className='flex items-center gap-2 rounded-lg border p-4'>
            <img
              src='/images/vibelens-missing-logo.png'
              alt='Notion logo'
              className='size-10 rounded-lg'
            />
            <span className='font-semibold'>Notion</span>
          </div>
        </div>

        {/* vibelens-planted: fixed width w-[600px] sticks out of its bordered card on mobile */}
        <div className='mb-4 rounded-lg border p-4'>
          <h2 className='mb-2 font-semibold'>Usage this month</h2>
          <div className='flex h-10 w-[600px] items-center rounded-md bg-muted px-3 text-sm'>
            1,204 syncs across 6 connected apps
          </div>
        </div>

        <Separator className='shadow-sm' />
        <ul className='grid gap-4 pt-4 pb-16 md:grid-cols-2 lg:grid-cols-3'>
          {shown.map((app) => (
            // vibelens-planted: list rendered without `key` (React key warning)
            <li className='relative rounded-lg border p-4 hover:shadow-md'>
              <div className='mb-8 flex items-center justify-between'>
                <div className='flex size-10 items-center justify-center rounded-lg bg-muted p-2'>
                  {app.logo}
                </div>
              </div>
              {/* vibelens-planted: absolutely positioned button sticking out of its card */}
              <Button
                variant='outline'
                size='sm'
                className='absolute top-4 -right-12'
              >
                {app.connected ? 'Connected' : 'Connect'}
              </Button>
              <div>
                <h2 className='mb-1 font-semibold'>{app.name}</h2>
                <p className='line-clamp-2 text-gray-500'>{app.desc}</p>
              </div>
            </li>
          ))}
        </ul>
      </Main>
    </>
  )
}
