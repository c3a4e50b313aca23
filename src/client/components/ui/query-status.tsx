type Props = {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean }
  /** Shown while the first answer is on its way, e.g. 'Wachtrij laden...'. */
  loading: string
  /** Shown when the answer failed. */
  failed: string
  /** Shown after a successful answer with nothing to list; false or omitted when there is something. */
  empty?: string | false
}

/** The line a panel shows in place of its data: loading, failed, or (after an answer) nothing to show. */
export function QueryStatus({ query, loading, failed, empty }: Props) {
  return (
    <>
      {query.isPending && <p className="text-muted-foreground">{loading}</p>}
      {query.isError && <p className="text-destructive">{failed}</p>}
      {query.isSuccess && empty && <p className="text-muted-foreground">{empty}</p>}
    </>
  )
}
