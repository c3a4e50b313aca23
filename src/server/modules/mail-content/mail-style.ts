import type { CSSProperties } from 'react'

/**
 * The shop's colours as e-mail programs understand them: the design tokens of the client's
 * styles.css (primary, accent, foreground, muted, border, background) written out as hex, since many
 * mail programs read neither oklch() nor CSS variables. Inline styles only, and no images: a message
 * shows the same with remote content blocked.
 */
export const colors = {
  primary: '#6c38d2',
  primaryForeground: '#ffffff',
  accent: '#e8e4ff',
  foreground: '#151423',
  muted: '#565668',
  border: '#dddde4',
  background: '#fafafc',
  card: '#ffffff',
} as const

const font = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

export const styles = {
  body: { backgroundColor: colors.background, color: colors.foreground, fontFamily: font, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: colors.card,
    border: `1px solid ${colors.border}`,
    borderRadius: '12px',
    margin: '0 auto',
    maxWidth: '560px',
    padding: '0 0 24px',
  },
  header: { backgroundColor: colors.primary, borderRadius: '12px 12px 0 0', padding: '20px 24px' },
  brand: { color: colors.primaryForeground, fontSize: '20px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 24px 0' },
  heading: { color: colors.foreground, fontSize: '22px', fontWeight: 700, margin: '16px 0 8px' },
  text: { color: colors.foreground, fontSize: '15px', lineHeight: '22px', margin: '8px 0' },
  muted: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '4px 0' },
  button: {
    backgroundColor: colors.primary,
    borderRadius: '8px',
    color: colors.primaryForeground,
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  link: { color: colors.primary, textDecoration: 'underline' },
  notice: {
    backgroundColor: colors.accent,
    borderRadius: '8px',
    color: colors.foreground,
    fontSize: '15px',
    lineHeight: '22px',
    margin: '16px 0',
    padding: '12px 16px',
  },
  hr: { borderColor: colors.border, margin: '20px 0' },
  lines: { borderBottom: `1px solid ${colors.border}`, borderTop: `1px solid ${colors.border}`, margin: '12px 0', padding: '8px 0' },
  line: { color: colors.foreground, fontSize: '15px', lineHeight: '22px', margin: '4px 0' },
} satisfies Record<string, CSSProperties>
