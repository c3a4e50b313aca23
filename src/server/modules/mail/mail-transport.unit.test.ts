import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requiresStartTls, smtpTransport, smtpTransportOptions, transportWith } from './mail-transport'

// Decision 020, amended: smtp:// with a password to another machine sends it only after STARTTLS.

describe('requiresStartTls: a login over smtp:// to another machine', () => {
  test.each([
    ['smtp://winkel:geheim@smtp.mailbedrijf.nl:587', 'a user and password'],
    ['smtp://winkel@smtp.mailbedrijf.nl:587', 'a user alone'],
    ['smtp://:geheim@smtp.mailbedrijf.nl', 'a password alone'],
    ['smtp://winkel:geheim@192.0.2.10:25', 'an address on another machine'],
    ['smtp://winkel:geheim@smtp.mailbedrijf.nl:587?requireTLS=false', 'a query that turns it off'],
    ['smtp://winkel:geheim@localhost.mailbedrijf.nl', 'a name that only begins like this machine'],
  ])('%s (%s) must turn to TLS first', (url) => {
    expect(requiresStartTls(url)).toBe(true)
  })

  test.each([
    ['smtps://winkel:geheim@smtp.mailbedrijf.nl:465', 'TLS from the first byte'],
    ['smtp://smtp.mailbedrijf.nl:25', 'no login'],
    ['smtp://winkel:geheim@127.0.0.1:2525', 'this machine'],
    ['smtp://winkel:geheim@127.1.2.3:25', 'this machine'],
    ['smtp://winkel:geheim@localhost:25', 'this machine'],
    ['smtp://winkel:geheim@relay.localhost:25', 'this machine'],
    ['smtp://winkel:geheim@[::1]:25', 'this machine'],
  ])('%s (%s) need not', (url) => {
    expect(requiresStartTls(url)).toBe(false)
  })

  test('the options nodemailer gets require TLS, and a requireTLS in the URL cannot undo it', () => {
    expect(smtpTransportOptions('smtp://winkel:geheim@smtp.mailbedrijf.nl:587')).toMatchObject({
      url: 'smtp://winkel:geheim@smtp.mailbedrijf.nl:587',
      requireTLS: true,
    })
    const overruled = smtpTransportOptions('smtp://winkel:geheim@smtp.mailbedrijf.nl:587?requireTLS=false&name=winkel')
    expect(overruled.requireTLS).toBe(true)
    expect(overruled.url).not.toContain('requireTLS')
    expect(overruled.url).toContain('name=winkel')
    expect(smtpTransportOptions('smtp://winkel:geheim@127.0.0.1:2525').requireTLS).toBe(false)
  })
})

describe('against a mail server that offers no STARTTLS and takes a login in clear', () => {
  const logins: string[] = []
  let received = 0
  let port = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.password ?? '')
      callback(null, { user: auth.username })
    },
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => {
        received += 1
        callback()
      })
    },
  })
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((done) => server.close(done)))

  const mail = { from: 'winkel@example.nl', to: 'koper@example.nl', subject: 'Test', text: 'Hallo', html: '<p>Hallo</p>', messageId: '<1@example.nl>' }

  test('the options for another machine refuse to log in: the password never reaches the server, and the message waits', async () => {
    // The options built for a remote server, pointed at this one (the URL's host and port win in nodemailer).
    const options = { ...smtpTransportOptions('smtp://winkel:geheim@smtp.mailbedrijf.nl:587'), url: `smtp://winkel:geheim@127.0.0.1:${port}` }
    const transport = transportWith(options)
    const outcome = await transport.send(mail)
    transport.close()
    // Not permanent: the seller sets smtps:// or a server with STARTTLS, and the message goes then (decision 038).
    expect(outcome).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/^ETLS: .*STARTTLS/) })
    expect(logins).toEqual([])
    expect(received).toBe(0)
  })

  test('a relay on this machine still gets the message with its login', async () => {
    const transport = smtpTransport(`smtp://winkel:geheim@127.0.0.1:${port}`)
    expect(await transport.send(mail)).toEqual({ ok: true })
    transport.close()
    expect(logins).toEqual(['geheim'])
    expect(received).toBe(1)
  })
})
