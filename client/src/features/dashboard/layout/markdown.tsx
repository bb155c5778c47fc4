// Markdown of a dashboard's markdown components, drawn as React elements (never as HTML), so a dashboard's
// text cannot run script: headings, paragraphs, lists, emphasis, inline code and http(s)/mailto links.
import { Anchor, Code, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const SAFE_LINK = /^(https?:|mailto:|\/)/i;

/** Inline markup -> React nodes: `code`, **bold**, *italic* / _italic_, [text](url). */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*]+\*|_[^_]+_)|(\[[^\]]+\]\([^)\s]+\))/g;
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const token = match[0];
    const key = `${keyPrefix}-${index++}`;
    if (match[1]) nodes.push(<Code key={key}>{token.slice(1, -1)}</Code>);
    else if (match[2]) nodes.push(<strong key={key}>{renderInline(token.slice(2, -2), key)}</strong>);
    else if (match[3]) nodes.push(<em key={key}>{renderInline(token.slice(1, -1), key)}</em>);
    else {
      const [, label, href] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token) ?? [];
      nodes.push(
        SAFE_LINK.test(href ?? '') ? (
          <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </Anchor>
        ) : (
          label
        ),
      );
    }
    last = match.index + token.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'list'; ordered: boolean; items: string[] } | { kind: 'paragraph'; text: string };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    } else if (bullet || numbered) {
      flush();
      const ordered = !!numbered;
      const item = (bullet ?? numbered)![1];
      const previous = blocks[blocks.length - 1];
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

export function Markdown({ source }: { source: string }) {
  return (
    <div data-testid="dashboard-markdown">
      {parseBlocks(source).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <Title key={index} order={Math.min(6, block.level) as 1 | 2 | 3 | 4 | 5 | 6} mb="xs">
              {renderInline(block.text, `h${index}`)}
            </Title>
          );
        if (block.kind === 'list')
          return (
            <List key={index} type={block.ordered ? 'ordered' : 'unordered'} size="sm" mb="xs">
              {block.items.map((item, i) => (
                <List.Item key={i}>{renderInline(item, `l${index}-${i}`)}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={index} size="sm" mb="xs">
            {renderInline(block.text, `p${index}`)}
          </Text>
        );
      })}
    </div>
  );
}
