import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { imageTypeOfName, type ImageType } from './image-type'

/**
 * Where uploaded pictures live (decision 056). Only a folder on the shop's own disk for now; the
 * interface is small so that object storage can take its place later without touching the routes.
 */
export type ImageStore = {
  /** Keeps the bytes and answers the name they are found under; the same picture gets the same name. */
  save(bytes: Uint8Array, type: ImageType): Promise<string>
  /** The bytes of a stored picture, or undefined when there is none by that name. */
  read(name: string): Promise<Uint8Array | undefined>
}

/**
 * A folder (UPLOADS_DIR, by default `uploads` inside DATA_DIR), made when the first picture arrives.
 * Names are the SHA-256 of the bytes, so a stored picture never changes and can be cached for a year.
 */
export function localImageStore(dir: string): ImageStore {
  const root = resolve(dir)
  return {
    async save(bytes, type) {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`
      await mkdir(root, { recursive: true })
      // Written aside, then renamed: a reader never sees half a picture.
      const partial = join(root, `${name}.${process.pid}.partial`)
      await writeFile(partial, bytes)
      await rename(partial, join(root, name))
      return name
    },
    async read(name) {
      if (!imageTypeOfName(name)) return undefined
      try {
        return await readFile(join(root, name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
  }
}
