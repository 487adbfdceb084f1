import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { mailColors as colors } from './brand.ts';

const styles = {
  body: {
    backgroundColor: colors.background,
    fontFamily: 'Helvetica, Arial, sans-serif',
    margin: 0,
  },
  // The card keeps a margin on a phone instead of touching the screen's edges (a cell's padding:
  // mail clients drop the body's).
  gutter: { padding: '0 12px' },
  container: {
    backgroundColor: colors.surface,
    margin: '24px auto',
    padding: '24px',
    maxWidth: '560px',
    borderRadius: '8px',
  },
  brand: {
    color: colors.brand,
    fontSize: '14px',
    fontWeight: 700,
    letterSpacing: '0.08em',
    margin: '0 0 4px',
  },
  heading: { color: colors.ink, fontSize: '22px', lineHeight: '28px', margin: '8px 0 16px' },
  text: { color: colors.ink, fontSize: '16px', lineHeight: '24px' },
  muted: { color: colors.muted, fontSize: '13px', lineHeight: '20px' },
  button: {
    backgroundColor: colors.brand,
    borderRadius: '6px',
    color: colors.onBrand,
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  highlight: {
    backgroundColor: colors.brandSoft,
    borderRadius: '6px',
    color: colors.brandStrong,
    fontSize: '18px',
    fontWeight: 700,
    padding: '12px 16px',
  },
  label: { color: colors.muted, fontSize: '14px', padding: '4px 12px 4px 0', verticalAlign: 'top' },
  value: {
    color: colors.ink,
    fontSize: '14px',
    padding: '4px 0',
    fontWeight: 600,
    // A long reference wraps instead of widening the mail past a phone's screen.
    wordBreak: 'break-word',
  },
} as const;

export function MailLayout(props: {
  preview: string;
  heading: string;
  children: ReactNode;
  /** Why the member gets this mail (footer). */
  reason: string;
  /** NOTICE-10: the one-click unsubscribe link of a reminder (none on transactional mail). */
  unsubscribeUrl?: string | undefined;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td style={styles.gutter}>
                <Container style={styles.container}>
                  <Text style={styles.brand}>CITYBOOK</Text>
                  <Heading as="h1" style={styles.heading}>
                    {props.heading}
                  </Heading>
                  {props.children}
                  <Hr style={{ borderTop: `1px solid ${colors.line}`, margin: '24px 0 12px' }} />
                  <Text style={styles.muted}>{props.reason}</Text>
                  {props.unsubscribeUrl === undefined ? null : (
                    <Text style={styles.muted}>
                      Don’t want these reminders?{' '}
                      <Link href={props.unsubscribeUrl} style={{ color: colors.muted }}>
                        Unsubscribe
                      </Link>
                      .
                    </Text>
                  )}
                </Container>
              </td>
            </tr>
          </tbody>
        </table>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function Highlight({ children }: { children: ReactNode }) {
  return <Text style={styles.highlight}>{children}</Text>;
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** Label–value rows (a receipt's lines); a table, which every mail client lays out alike. */
export function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: '8px 0 16px' }}
      data-text-format="dataTable"
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={styles.label}>{label}</td>
            <td style={styles.value}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: colors.brand }}>
      {children}
    </Link>
  );
}
