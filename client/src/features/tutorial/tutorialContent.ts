import type { TutorialPageKey } from './storageKeys';

export interface TutorialStep {
  title: string;
  body: string;
  /** Guide image under /tutorial (client/public/tutorial). */
  image: string;
  imageAlt: string;
}

export interface Tutorial {
  /** Shown above the step title, e.g. 'Beat Bank tour'. */
  name: string;
  steps: TutorialStep[];
}

const image = (key: TutorialPageKey, step: number) => `/tutorial/${key}-${step}.svg`;

/** The five-step tour of every page that has one. */
export const TUTORIALS: Record<TutorialPageKey, Tutorial> = {
  home: {
    name: 'Welcome tour',
    steps: [
      {
        title: 'Welcome to Panda Nation',
        body: "Hi, I'm your panda guide! Panda Nation is a home for independent artists, producers, DJs and the fans who back them. Every visit opens on the welcome splash with its theme, Welcome to the Nation, muted until you unmute it; Enter Platform brings you in. Let me show you around in five quick steps.",
        image: image('home', 1),
        imageAlt: 'The Panda Nation panda waving hello next to the logo',
      },
      {
        title: 'Find your way around',
        body: "Home opens with the Independent Artist Spotlight and New Releases For You: press play on any track and it keeps playing in the player bar at the bottom while you browse, with a queue, a waveform to seek on and the space bar to pause. The header's top row holds Home, Upload, Contact and About us, and the row below lists the feature areas, from Artist Studio, Videos and the Spin Room to the Beat Bank and Listening Parties; on a phone they are in the menu and the bar at the bottom. Areas still being built show a page-not-found notice.",
        image: image('home', 2),
        imageAlt: 'Track cards with play buttons above the player bar, and the header with the feature areas',
      },
      {
        title: 'Sign up as an artist',
        body: 'Press Login, then the Register tab. Choose a username and password, and add as much of your profile as you like: display name, email, location, bio, your main genre and your artist type, from Producer, Vocalist and Rapper to DJ, Beatmaker, Multi-instrumentalist and Audio Engineer.',
        image: image('home', 3),
        imageAlt: 'The panda guide in headphones next to a sign-up card with artist types and a genre',
      },
      {
        title: 'Your dashboard',
        body: 'Once you are signed in, Dashboard appears in the header and in the phone menu. It brings together your analytics (plays, likes and followers this week against last week, and a chart of plays per day), the Upload Track button, your tracks, your marketing tools and the latest platform updates, and it has a short tour of its own the first time you open it.',
        image: image('home', 4),
        imageAlt: 'Your Dashboard card with a profile, an Upload Track button and a list of updates',
      },
      {
        title: 'Plans, and this tour again',
        body: 'Subscribe, in the header or the phone menu, compares the plans: Artist Basic at $4.99, Artist Pro at $9.99 and DJ Premium at $14.99 a month, each with everything it includes. Payments are not switched on yet, so for now you can compare but not subscribe. Replay this tour any time with the Tutorial button in the corner.',
        image: image('home', 5),
        imageAlt:
          'The panda guide holding a membership card next to a plan with its features ticked and the Tutorial button',
      },
    ],
  },
  upload: {
    name: 'Upload tour',
    steps: [
      {
        title: 'Release music in three steps',
        body: 'The upload wizard walks you through Upload, Info and Release. Sign in first so your tracks land on your profile; the step indicator at the top lets you jump back to any step.',
        image: image('upload', 1),
        imageAlt: 'A three-step indicator labelled Upload, Info and Release',
      },
      {
        title: 'Add your audio files',
        body: 'Drag and drop your files or pick them from your device: .mp3, .wav and .flac up to 50 MB each. Every file shows its size and progress, and you can remove any of them before you continue.',
        image: image('upload', 2),
        imageAlt: 'An audio file dropped into the upload area with a progress bar',
      },
      {
        title: 'Tell listeners about the track',
        body: 'Give it a title, artist name, genre and description. Set the BPM (40 to 220) and key, mark explicit or original content, and add comma-separated tags so fans can find it.',
        image: image('upload', 3),
        imageAlt: 'A track information form with title, genre, BPM slider and tags',
      },
      {
        title: 'Choose how it is released',
        body: 'Release it as a single or as part of an album or EP, and decide who can see it: public, private (only you) or unlisted (only people with the link). A price of 0 makes it free to download.',
        image: image('upload', 4),
        imageAlt: 'Release options for visibility, comments and price',
      },
      {
        title: 'Publish and track it',
        body: 'Confirm you own the rights and press Publish Track. A moment later you are taken to your dashboard, where the new release joins Your Tracks.',
        image: image('upload', 5),
        imageAlt: 'A Publish Track button with a rocket taking off toward the dashboard',
      },
    ],
  },
  dashboard: {
    name: 'Dashboard tour',
    steps: [
      {
        title: 'Your home base',
        body: 'The dashboard is your artist home base on Panda Nation. Your profile card shows your display name, username, artist type, bio and genres, with your location, the month you joined and whether you receive email updates.',
        image: image('dashboard', 1),
        imageAlt: 'An artist profile card with avatar, genres and location',
      },
      {
        title: 'Upload Track',
        body: 'The Upload Track button at the top opens the upload wizard: add your audio, describe the track and choose how it is released. Each file uploads with its own progress bar, and a published track lands in Your Tracks.',
        image: image('dashboard', 2),
        imageAlt: 'The Upload Track button pointing at a record',
      },
      {
        title: 'Your numbers and your tracks',
        body: 'Analytics Overview shows your plays, likes and followers with the change since last week, above a chart of plays per day. Your Tracks lists every track with its plays and likes; drafts you have not published yet are marked, and a tap plays any of them.',
        image: image('dashboard', 3),
        imageAlt: 'Analytics tiles with weekly changes above a list of tracks with plays and likes',
      },
      {
        title: 'Marketing tools',
        body: 'Marketing Tools holds Email Marketing, for campaigns to the fans who opted in to email updates, and Promotion Tools, for boosting your releases, which is marked Coming soon.',
        image: image('dashboard', 4),
        imageAlt: 'The Email Marketing and Promotion Tools cards, the second marked Coming soon',
      },
      {
        title: 'Stay in the loop',
        body: 'Platform Updates lists what is new on Panda Nation, newest first: safer sign-in, the plans for artists and DJs, guided tours like this one, and artist accounts with profiles and genres. Check back here as new features arrive.',
        image: image('dashboard', 5),
        imageAlt: 'A feed of platform update cards with a notification bell',
      },
    ],
  },
  beatbank: {
    name: 'Beat Bank tour',
    steps: [
      {
        title: 'Beats ready for your next hit',
        body: "The Beat Bank is the community's catalogue of beats for sale. Each card shows the cover art, producer, BPM, key, price and tags, with EXCLUSIVE and FEATURED badges on standout beats.",
        image: image('beatbank', 1),
        imageAlt: 'A grid of beat cards with price tags and badges',
      },
      {
        title: 'Search and browse',
        body: "Search by beat or producer with 'Search beats, producers...' and switch between All Beats, Exclusive, Featured, Popular and New Releases.",
        image: image('beatbank', 2),
        imageAlt: 'A search box above a row of category tabs',
      },
      {
        title: 'Preview before you buy',
        body: 'Press play on any card to hear a preview. Only one beat plays at a time, so starting another one switches over, and pressing play again stops it.',
        image: image('beatbank', 3),
        imageAlt: 'A beat card with a play button and a waveform',
      },
      {
        title: 'Pick the right license',
        body: 'Open a beat to see its details and licenses. The Standard License costs the beat price and covers unlimited streams and one music video; the Exclusive License is three times the price with full rights and stems, and takes the beat off the market. Add it to your cart, check out, and find the files and your license in your Library.',
        image: image('beatbank', 4),
        imageAlt: 'Standard and Exclusive license cards side by side',
      },
      {
        title: 'Tip the producers',
        body: 'Love a producer? Tip them from the featured producers strip or the beat details: choose $1 to $100 or any amount. 100% of the tip goes to the creator, plus a flat $0.30 payment fee.',
        image: image('beatbank', 5),
        imageAlt: 'A tip jar with dollar amounts next to a producer avatar',
      },
    ],
  },
  collab: {
    name: 'Collab Finder tour',
    steps: [
      {
        title: 'Find your next collaborator',
        body: 'Collab Finder connects artists, producers, vocalists and DJs who want to make music together. Recommended Matches are picked for your sound.',
        image: image('collab', 1),
        imageAlt: 'Two artists connected by a musical note',
      },
      {
        title: 'Search by name or role',
        body: "Type into 'Search for artists, producers, DJs...' to look for a specific person or the kind of creator you need.",
        image: image('collab', 2),
        imageAlt: 'A search box with artist results underneath',
      },
      {
        title: 'Narrow it down',
        body: 'Use the Genre, Skills, Location and Collab Type filters to find people who fit the project, whether it is a remote feature or a studio session in your city.',
        image: image('collab', 3),
        imageAlt: 'Filter chips for genre, skills, location and collab type',
      },
      {
        title: 'Read the match',
        body: 'Each card shows the role, location, genres, a short description and a match percentage, so you can see at a glance how well your styles fit.',
        image: image('collab', 4),
        imageAlt: 'A match card with a 92 percent match ring',
      },
      {
        title: 'Reach out',
        body: 'Press Connect to start a conversation or View Profile to hear their work first. Great records start with a simple hello.',
        image: image('collab', 5),
        imageAlt: 'Two artists linked together above Connect and View Profile buttons',
      },
    ],
  },
  listeningparty: {
    name: 'Listening Parties tour',
    steps: [
      {
        title: 'Listen together, in sync',
        body: 'Listening Parties are live rooms where everyone hears the same track at the same time. Live Rooms shows every room that is open right now, with its current track and listener count.',
        image: image('listeningparty', 1),
        imageAlt: 'A live room card with a track title and listener avatars',
      },
      {
        title: 'Join a room',
        body: 'Sign in, pick a room and join. Featured shows standout parties and Upcoming lists scheduled ones you can set a reminder for; Refresh updates the live list.',
        image: image('listeningparty', 2),
        imageAlt: 'Tabs for Live Rooms, Featured and Upcoming with a Join button',
      },
      {
        title: 'Host your own party',
        body: 'Press Host New Party, give the room a name and choose tracks once it is created. As host you control play, pause and seeking for everyone in the room.',
        image: image('listeningparty', 3),
        imageAlt: 'A host badge above playback controls',
      },
      {
        title: 'Chat and react',
        body: "Talk with the room in the chat, send a heart, or tap the visualizer to send a wave that everyone sees. Host messages are marked HOST so you know who's spinning.",
        image: image('listeningparty', 4),
        imageAlt: 'Chat bubbles, hearts and a ripple on the audio visualizer',
      },
      {
        title: 'Support the artist',
        body: 'Like what you hear? Tip the artist or subscribe for perks right from the room. Leave Room whenever you like; the party keeps going.',
        image: image('listeningparty', 5),
        imageAlt: 'Tip and Subscribe buttons with a heart',
      },
    ],
  },
};
