// One card of a card list (spec 1 §2): a thumbnail (a placeholder until one exists), the title linking to the
// object with its certification, the last change, owner avatars, the favourite star, tag chips and the row
// actions in a menu. The home page draws the same cards.
import { ActionIcon, Anchor, Box, Card, Group, Image, Menu, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CertifiedIcon, DotsIcon } from '../../features/explore/explore-icons';
import { OwnerAvatars } from '../owner-avatars';
import { humanizeRelative } from '../relative-time';
import { useAppConfig } from '../../app/app-config';
import type { RowAction } from './columns';
import { TagChips, type TagChip } from '../tag-chips';

/** Spec 1 §9: the width of a card column. */
export const CARD_WIDTH = 300;
const COVER_HEIGHT = 150;

export interface ListCardProps<Row> {
  row: Row;
  title: string;
  url: string;
  /** The object's thumbnail; the placeholder when there is none (or it fails to load). */
  imageUrl?: string | null;
  changedOn: string;
  owners: ReadonlyArray<{ id: number; firstName: string; lastName: string }>;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  /** The favourite star, drawn at the card's bottom right. */
  star?: ReactNode;
  tags?: readonly TagChip[];
  actions?: ReadonlyArray<RowAction<Row>>;
  /** data-testid of the title link (the table's title link has the same). */
  linkTestId?: string;
}

/** A grey chart-like drawing standing in for a thumbnail. */
function CoverPlaceholder() {
  return (
    <Box h={COVER_HEIGHT} bg="gray.1" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="card-placeholder">
      <svg width={96} height={64} viewBox="0 0 96 64" aria-hidden="true">
        <rect x="6" y="36" width="12" height="22" rx="2" fill="var(--mantine-color-gray-4)" />
        <rect x="26" y="22" width="12" height="36" rx="2" fill="var(--mantine-color-gray-4)" />
        <rect x="46" y="30" width="12" height="28" rx="2" fill="var(--mantine-color-gray-4)" />
        <rect x="66" y="10" width="12" height="48" rx="2" fill="var(--mantine-color-gray-4)" />
        <path d="M4 60h88" stroke="var(--mantine-color-gray-5)" strokeWidth={2} />
      </svg>
    </Box>
  );
}

/** A thumbnail still being taken answers 202 (no image): asked again this often, this many times. */
export const THUMBNAIL_RETRY_MS = 5000;
export const THUMBNAIL_RETRIES = 12;

/** The thumbnail's address for the given attempt (a new address, so the browser asks again). */
export const thumbnailAttemptUrl = (imageUrl: string, attempt: number) => (attempt === 0 ? imageUrl : `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}attempt=${attempt}`);

function Cover({ imageUrl, url }: { imageUrl?: string | null; url: string }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => {
      setWaiting(false);
      setAttempt((n) => n + 1);
    }, THUMBNAIL_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  // The placeholder stays until the picture has loaded; a picture not taken yet is asked for again a few times.
  const probing = imageUrl && !waiting && attempt <= THUMBNAIL_RETRIES;
  // The cover repeats the title's link for the mouse; keyboard and screen readers use the title.
  return (
    <Link to={url} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
      {probing && (
        <Image
          key={attempt}
          src={thumbnailAttemptUrl(imageUrl, attempt)}
          h={COVER_HEIGHT}
          fit="cover"
          alt=""
          loading="lazy"
          style={loaded ? undefined : { display: 'none' }}
          onLoad={() => setLoaded(true)}
          onError={() => setWaiting(true)}
          data-testid="card-thumbnail"
        />
      )}
      {!loaded && <CoverPlaceholder />}
    </Link>
  );
}

function CardActions<Row>({ row, title, actions }: { row: Row; title: string; actions: ReadonlyArray<RowAction<Row>> }) {
  const shown = actions.filter((action) => action.visible?.(row) ?? true);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions of ${title}`} data-testid="card-actions">
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map((action) => (
          <Menu.Item key={action.testId} leftSection={action.icon} color={action.color} onClick={() => action.onClick(row)} data-testid={action.testId}>
            {typeof action.tooltip === 'string' ? action.tooltip : action.tooltip(row)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ListCard<Row>(props: ListCardProps<Row>) {
  const { row, title, url, certifiedBy } = props;
  // Tag chips only while the tagging system is on (TAGGING_SYSTEM).
  const { taggingSystem } = useAppConfig();
  return (
    <Card withBorder radius="md" padding="sm" h="100%" data-testid="list-card">
      <Card.Section>
        <Cover imageUrl={props.imageUrl} url={url} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            {certifiedBy && (
              <Tooltip label={`Certified by ${certifiedBy}${props.certificationDetails ? `: ${props.certificationDetails}` : ''}`} withArrow>
                <span style={{ display: 'inline-flex' }} data-testid="card-certified">
                  <CertifiedIcon />
                </span>
              </Tooltip>
            )}
            <Anchor component={Link} to={url} fw={600} truncate="end" title={title} data-testid={props.linkTestId}>
              {title}
            </Anchor>
          </Group>
          {props.actions && <CardActions row={row} title={title} actions={props.actions} />}
        </Group>
        <Tooltip label={new Date(props.changedOn).toLocaleString()} withArrow openDelay={300}>
          <Text size="xs" c="dimmed" w="fit-content" data-testid="card-modified">
            Modified {humanizeRelative(props.changedOn)}
          </Text>
        </Tooltip>
        {props.tags && taggingSystem && <TagChips tags={props.tags} />}
        <Group justify="space-between" wrap="nowrap" mih={28}>
          <OwnerAvatars owners={props.owners} />
          {props.star}
        </Group>
      </Stack>
    </Card>
  );
}

/** A card's shape while the list loads. */
export function ListCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="list-card-skeleton">
      <Card.Section>
        <Skeleton h={COVER_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={16} w="70%" />
        <Skeleton h={10} w="40%" />
        <Skeleton h={24} w={24} circle />
      </Stack>
    </Card>
  );
}
