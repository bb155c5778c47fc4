/**
 * What a chart shows while its data or its renderer is on the way: "Loading…", the seconds it has waited, and
 * three dots that step on with them.
 *
 * It has no continuous animation on purpose. A spinning loader makes the browser draw a frame at every
 * vsync for as long as it turns, and the area redrawn is the union of every loader on screen: on a
 * 25-chart dashboard that is most of the page, sixty times a second. Where the page is composited in
 * software (headless Chromium, remote desktops and virtual machines without a GPU) that took a whole core
 * away from the queries the charts were waiting for, and a cold dashboard load took twice as long. Every
 * loading chart steps on the same shared tick, so the page draws one frame a second however many wait.
 */
import { Box, Center, Group, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore, type ReactNode } from 'react';

export const LOADING_TICK_MS = 1000;
const DOTS = 3;

const listeners = new Set<() => void>();
let tickAt = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

/** One interval for every loading chart, started with the first and stopped after the last. */
export function subscribeLoadingTick(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    tickAt = Date.now();
    timer = setInterval(() => {
      tickAt = Date.now();
      for (const notify of listeners) notify();
    }, LOADING_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const currentTick = () => tickAt;

/** The whole seconds waited from `since` to the tick `at`, and which dot is lit then. */
export function waitingAt(since: number, at: number): { seconds: number; step: number } {
  const elapsed = Math.max(0, at - since);
  return { seconds: Math.floor(elapsed / 1000), step: Math.floor(elapsed / LOADING_TICK_MS) % DOTS };
}

function useWaiting(): { seconds: number; step: number } {
  const [since] = useState(() => Date.now());
  return waitingAt(since, useSyncExternalStore(subscribeLoadingTick, currentTick));
}

/** `children` (a Stop button) sit below the status, outside it: a control is not part of what is announced. */
export function ChartLoading({ height = '100%', children }: { height?: number | string; children?: ReactNode }) {
  const { seconds, step } = useWaiting();
  return (
    <Center h={height}>
      <Stack align="center" gap="sm">
        <Stack align="center" gap={6} role="status" aria-label="Loading chart" data-testid="chart-loading">
          <Group gap={6} aria-hidden>
            {Array.from({ length: DOTS }, (_, i) => (
              <Box key={i} w={8} h={8} bg={i === step ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'} style={{ borderRadius: '50%' }} />
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {seconds > 0 ? `Loading… ${seconds} s` : 'Loading…'}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Center>
  );
}
