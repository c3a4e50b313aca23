import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { realtimeClient } from './lib/realtime'
import './styles.css'

// SPEC 7.4: the one WebSocket connects when the application starts.
realtimeClient.connect()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
