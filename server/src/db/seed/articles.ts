import { ARTICLE, articleReadTime } from '@common/newsletter';
import type { Db } from '../connection';
import { json } from '../values';

/** The byline of the built-in articles: the platform's editorial desk, not a member's account. */
export const EDITORIAL_AUTHOR = 'Panda Nation Editorial';

/** The app_settings key that records the built-in articles as written (once per installation). */
export const ARTICLES_SEED_KEY = 'newsletter_articles_seed';

export interface BuiltInArticle {
  title: string;
  subtitle: string;
  /** How long before the seed it is dated, so the list shows a realistic spread of dates. */
  daysAgo: number;
  sections: { heading: string; body: string }[];
}

/** Paragraphs of a plain-text body (the reader splits on blank lines). */
const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** The newsletter's eight built-in articles (part 2, section 9): practical guides for independent musicians. */
export const BUILT_IN_ARTICLES: BuiltInArticle[] = [
  {
    title: 'Plan Your Release Like a Label',
    subtitle: 'A six-week timeline that gives your next single a real chance to be heard',
    daysAgo: 3,
    sections: [
      {
        heading: 'Six weeks out: finish, then stop',
        body: p(
          'The most common reason a release flops is not the music, it is the rush. A song uploaded the night it was mastered misses every chance to be pitched, pre-saved or talked about. Give yourself six weeks between the final master and release day, and treat the master as finished: no more tweaks once the clock starts.',
          'Use the first week to gather everything the release needs. Most distributors recommend square artwork of 3000 by 3000 pixels, and stores refuse covers with web addresses, social handles or prices on them. Write down the exact title, every featured artist spelled the way their profiles spell it, every songwriter and producer with their splits, and whether the lyrics are explicit. Errors in metadata are painful to fix after release and can send royalties to the wrong place.',
          'Your distributor can assign an ISRC, the code that identifies this recording everywhere it is streamed or sold. Keep it in a spreadsheet next to the title, the release date and the splits. You will need it again when you register the song for royalties.',
        ),
      },
      {
        heading: 'Four weeks out: deliver and register',
        body: p(
          'Upload to your distributor at least four weeks ahead. Stores review releases at their own pace, and a release that reaches them late cannot be pitched to editors in time. Pick a Friday if you can: new music comes out worldwide on Fridays, and playlists and release charts are refreshed around that day.',
          'Once the release is delivered, ask your distributor for a pre-save link, and put it everywhere your fans already are: your bio, your Panda Nation profile, your mailing list. A pre-save turns a passing "sounds cool" into a listener on day one.',
          'This is also the week to register the song with your performing rights organisation and the other collection bodies. It takes minutes per song, and doing it before release means the first plays are already matched to you.',
        ),
      },
      {
        heading: 'Three weeks out: pitch and make the content',
        body: p(
          'Pitch the song to editors from Spotify for Artists (it must be at least seven days before release, and earlier is better) and ask your distributor how it pitches to the other services. Describe the song in plain words: genre, mood, instruments, where you are from, and one true sentence about why the song exists.',
          'Make the content now, not on release day. Three to five short vertical videos are enough: a hook from the chorus, the story behind a line, the moment you found the beat, a reaction from someone hearing it for the first time. Film them in one afternoon and schedule them across the release weeks.',
        ),
      },
      {
        heading: 'Release week and the month after',
        body: p(
          'On release day, send one email to your list and one post to each platform, each with a single link. Host a listening party on Panda Nation so your fans hear it together, and thank every person who shares it by name.',
          "Then keep going. Most of a single's life happens in the four weeks after release, when listeners who saved it come back and algorithmic playlists test it with new people. Post the videos you made, share every playlist add, and play the song live.",
          'Finally, put the next release in the calendar. Artists who release steadily, every six to eight weeks, give fans and algorithms a reason to keep checking in. Plan the next one while this one is still fresh.',
        ),
      },
    ],
  },
  {
    title: 'Get Paid for Every Play',
    subtitle: 'PROs, publishing and the royalties independent artists most often leave uncollected',
    daysAgo: 11,
    sections: [
      {
        heading: 'Two copyrights in every song',
        body: p(
          'Every recorded song holds two copyrights. The composition is the song itself, the melody and the lyrics, and it belongs to the songwriters and their publishers. The sound recording, or master, is this particular recording of it, and it belongs to whoever paid for and owns the recording: you, if you are independent.',
          'Each copyright earns its own money through its own channels. Your distributor pays you for the recording when it is streamed or sold. The composition earns separately, through performance and mechanical royalties, and nobody collects those for you unless you register. That is the money independent artists most often miss.',
        ),
      },
      {
        heading: 'Performance royalties: join a PRO',
        body: p(
          'Whenever your song is streamed, played on radio or television, or played in a bar, gym or concert hall, a performance royalty is owed to its songwriters and publishers. Performing rights organisations collect it: ASCAP and BMI in the United States, PRS for Music in the United Kingdom, SOCAN in Canada, GEMA in Germany, SACEM in France and APRA AMCOS in Australia and New Zealand, among others. As a songwriter you join one, usually in the country where you live, and it collects from the others through agreements between them.',
          'Joining costs songwriters little or nothing. What matters is registering every song: the title, every writer and the agreed splits. Agree those splits on the day the song is written and write them down in a short split sheet that everyone in the session signs. It avoids the most common argument in music.',
          'Many PROs also pay for live performances of your own songs when you report your setlists after a show. Check whether yours does; small gigs add up.',
        ),
      },
      {
        heading: 'Mechanical royalties',
        body: p(
          'Streaming also owes a mechanical royalty for the composition, separate from the performance royalty. In the United States, streaming services pay these to The MLC, which has collected them since 2021. Songwriters who publish their own songs can register with The MLC directly and at no cost; if you do not, the money waits for someone to claim it.',
          'Outside the United States, mechanicals are collected by local societies. A publishing administrator registers your songs with societies around the world for a share of what it collects, usually a percentage of the publishing income. It is worth it once your music is heard in several countries.',
        ),
      },
      {
        heading: 'Neighbouring rights and SoundExchange',
        body: p(
          "The recording earns performance money too, not only the composition. In the United States, non-interactive digital radio, such as satellite radio and internet radio stations, pays the recording's featured artists and owners through SoundExchange. Registering is free, and both the featured artist and the owner of the master should register.",
          'In most other countries, radio and public performance of recordings pay neighbouring rights to performers and owners through societies such as PPL in the United Kingdom. If your music is played on radio abroad, a neighbouring rights society or agency can collect it.',
        ),
      },
      {
        heading: 'A checklist for this week',
        body: p(
          'Join a PRO as a songwriter. Decide whether to set up your own publishing name or use a publishing administrator. Register every released song with your PRO, with the correct splits. Register with The MLC if you are self-published in the United States, and with SoundExchange as a featured artist and owner.',
          'Keep one spreadsheet with every song: title, ISRC, ISWC once it is assigned, writers, splits, release date, and where it is registered. Read your statements every quarter and compare them with where your music is being played. Unmatched royalties are real money, and they are only paid to people who claim them.',
        ),
      },
    ],
  },
  {
    title: 'Build a Mailing List You Own',
    subtitle: 'Followers belong to platforms. Email addresses belong to you.',
    daysAgo: 19,
    sections: [
      {
        heading: 'Why email still wins',
        body: p(
          'Social platforms decide how many of your followers see each post, and they change their minds often. An email goes to the inbox of the person who asked for it. A few hundred people who open your emails can sell out a small room, move your merch and give a release its first push, which a much larger number of passive followers often cannot.',
          'A list is also portable. If a platform disappears or changes its rules, your list comes with you. It is the one audience that nobody can take away.',
        ),
      },
      {
        heading: 'Ask with a reason',
        body: p(
          'People give their email address in exchange for something they want. Offer it: an unreleased demo, early access to tickets, a lyric sheet, stems for a remix contest, or simply the first listen of every new song. Say what they will get and how often.',
          'Ask everywhere you meet fans: a QR code on the merch table and on stage, a link in your bio, a line at the end of every livestream and listening party. On Panda Nation, fans who follow you or subscribe can choose to get your email; only they receive your campaigns.',
          'Confirm every sign-up with a confirmation email (double opt-in). It keeps mistyped addresses and bots off your list and proves that each person asked to hear from you, which protects your sending reputation.',
        ),
      },
      {
        heading: 'What to send, and how often',
        body: p(
          'Once or twice a month is enough for most artists. Write like a person, not a brand: what you are working on, the story behind a lyric, a photo from the studio. Give every email one clear action, such as listen, pre-save, or buy a ticket, and put it near the top.',
          'Write honest subject lines that say what is inside. Segment when it helps: fans in one city care about the show in that city. Keep emails short and readable on a phone, because most will be.',
        ),
      },
      {
        heading: 'Stay welcome in the inbox',
        body: p(
          "Every email needs a visible unsubscribe link and a clear sender. In the United States the law also expects a physical postal address in marketing email, and in the European Union you need each person's consent. Never buy or borrow a list: it breaks those rules and hurts the delivery of every email you send afterwards.",
          'Remove addresses that bounce, and do not panic when someone unsubscribes; a smaller list of interested people beats a large list of strangers. Watch clicks more than opens: privacy features in mail apps make open rates unreliable.',
        ),
      },
    ],
  },
  {
    title: 'Mixing on Headphones Without Fooling Yourself',
    subtitle: 'Headphones hide some problems and exaggerate others. Here is how to get mixes that translate.',
    daysAgo: 28,
    sections: [
      {
        heading: 'Know what headphones get wrong',
        body: p(
          'On speakers, each ear hears both speakers and the room. On headphones, each ear hears only its own channel. That makes panning sound wider than it is, makes reverb and small details easier to hear, and removes the physical feeling of bass. Mixes made only on headphones often end up too dry, too wide, or with bass that is too loud or too quiet on other systems.',
          'Open-back headphones usually sound more natural for mixing than closed ones, whose bass depends on how well they seal against your head. Whatever you use, learn it: listen to a lot of music you know well on it before you trust it.',
        ),
      },
      {
        heading: 'Build a reference routine',
        body: p(
          'Pick two or three professionally mixed songs in your genre and load them into your session. Turn them down to the loudness of your mix, because finished masters are louder and louder always sounds better. Switch between your mix and a reference every few minutes, listening to one thing at a time: the vocal level, the kick against the bass, the brightness of the top end.',
          'Correction software with a profile for your headphone model can flatten its frequency response, and a crossfeed plugin can blend a little of each channel into the other, closer to how speakers sound. Use them while mixing and switch them off before you export.',
        ),
      },
      {
        heading: 'Check the low end and the centre',
        body: p(
          'Use a spectrum analyser to see what you cannot hear or feel, especially below 60 Hz. Make sure the kick and the bass are not fighting over the same frequencies, and that nothing rumbles below the lowest note of the song.',
          'Check your mix in mono often. The kick, the bass and the lead vocal usually belong in the centre, and a part that disappears in mono has a phase problem. Listen on a phone speaker as well: if the bass vanishes there, add some harmonic saturation so the bass line is still heard on small speakers.',
        ),
      },
      {
        heading: 'Protect your ears and your judgement',
        body: p(
          'Mix at a moderate level, one at which you could talk with someone next to you. Loud listening flatters everything and tires your ears, and tired ears make bad decisions. Take a break every 45 to 60 minutes and write down your first impression when you come back.',
          "Before you call a mix finished, play it in the car, on earbuds, on a laptop and on a friend's speakers. Take notes on each, fix what all of them agree on, and ignore what only one of them says.",
        ),
      },
    ],
  },
  {
    title: 'Pitching to Playlists the Right Way',
    subtitle:
      'Editorial pitches, independent curators and the algorithm: what works, and what can get your music removed',
    daysAgo: 40,
    sections: [
      {
        heading: 'Start with the editorial pitch',
        body: p(
          "Spotify for Artists lets you pitch one unreleased song per release to its editors. Do it at least seven days before release, and three or four weeks ahead if you can. A pitched song also appears in your followers' Release Radar, which is reason enough to pitch every time.",
          'Fill in every field: genre, sub-genre, mood, instruments, where you are from. Then write two or three sentences that an editor can use: who made it, what it is about, and one true fact that makes it stand out, such as a sold-out show, a press feature or a collaboration. Other services take pitches through your distributor, so ask yours how it works.',
        ),
      },
      {
        heading: 'Independent curators',
        body: p(
          'Many listeners find music through playlists made by fans, blogs and small labels. Look for playlists that already include artists who sound like you and whose followers are growing steadily. A playlist with many followers but no engaged listeners does nothing for you.',
          'Write to the curator personally, by name, with one link and one sentence on why the song fits their playlist. Keep it short. If they add it, thank them and share the playlist; curators remember the artists who send listeners their way.',
        ),
      },
      {
        heading: 'Avoid anything that guarantees streams',
        body: p(
          'A service that promises a number of streams or a guaranteed placement is very likely using bots or click farms. Streaming services detect artificial streams, remove the tracks, withhold their royalties, and can charge fees that distributors pass on to you. It can cost you your distribution account.',
          "Paying for a curator's time to listen, with no promise of a placement, is a different thing, but be selective and track the results. Organic listeners who save your song are worth more than any number of plays from people who never come back.",
        ),
      },
      {
        heading: 'Give the algorithm real listeners',
        body: p(
          'Algorithmic playlists such as Release Radar, Discover Weekly and radio stations react to how listeners behave: saves, adds to their own playlists, repeat listens and listens to the end. The best signal you can send in release week is your own fans listening on purpose.',
          'Point your mailing list, your socials and your Panda Nation listening party at the song in its first days. A few hundred real fans saving a song tell the algorithm more than thousands of people skipping it after ten seconds.',
        ),
      },
    ],
  },
  {
    title: 'Pricing Beats and Licences',
    subtitle: 'Lease tiers, exclusives and the contract terms that protect producers and artists',
    daysAgo: 53,
    sections: [
      {
        heading: 'Leases and exclusives',
        body: p(
          'A lease is a non-exclusive licence. The producer keeps ownership of the beat and can lease it to other artists, and the licence sets limits: how many streams or copies, how many music videos, whether it can be used on radio or in paid performances. It is affordable for artists and repeatable income for producers.',
          'An exclusive licence gives one artist the sole right to use the beat from then on, and the producer stops selling it. Artists who leased it earlier usually keep their rights until their licences run out. Say so in the exclusive contract so that nobody is surprised.',
        ),
      },
      {
        heading: 'Build tiers that make sense',
        body: p(
          'Most beat stores use a ladder: an MP3 lease with a modest stream limit, a WAV lease with higher quality and a higher limit, a trackout lease with the separate stems for mixing, an unlimited lease, and an exclusive. Each step should give a clear reason to pay more.',
          'In the online beat market, leases commonly range from about 20 to 50 dollars for an MP3, 40 to 100 dollars for a WAV and 100 to 300 dollars for trackouts, with exclusives from a few hundred to several thousand dollars depending on the producer\'s demand. Start where your sales are, raise prices as demand grows, and use bundles such as "buy two, get one free" to move volume.',
        ),
      },
      {
        heading: 'Write the terms down',
        body: p(
          'A good licence is short and clear. It states the stream and sales limits, the number of music videos, whether radio and live performance are allowed, how the producer is credited ("Prod. by"), how long the licence lasts, and how the artist can upgrade to a higher tier.',
          "It also states the split of the composition. The beat is part of the song, so the producer is a songwriter too; many producers ask for half of the writer's share. Agree it in the contract, then register it with both of your PROs when the song is released. On Panda Nation, each Beat Bank sale comes with its licence, so both sides can always find the terms.",
        ),
      },
      {
        heading: 'Protect your catalogue',
        body: p(
          'Put an audible producer tag on preview versions, and deliver untagged files only after payment. Keep a record of every sale: the buyer, the tier, the date and the song they made with it.',
          'Do not register leased beats with content identification systems such as YouTube Content ID. When several artists have licensed the same beat, every one of their videos would be claimed, and the platforms do not allow non-exclusive material in those systems. Register a beat there only once it has been sold exclusively and the buyer agrees.',
        ),
      },
    ],
  },
  {
    title: 'Your First Live Show',
    subtitle: 'A practical checklist for the gig that turns listeners into fans',
    daysAgo: 67,
    sections: [
      {
        heading: 'Getting booked',
        body: p(
          'Start where the doors are open: open mics, support slots for local headliners, and shared bills with artists who draw crowds your size. Promoters book people who bring people, so be honest about your draw and then beat it.',
          'Write to promoters with a short email: who you are, a link to a live video (even a phone recording of a rehearsal), how many people you can realistically bring, and the dates you are free. Follow up once after a week, politely, and then let it go.',
        ),
      },
      {
        heading: 'Build and rehearse the set',
        body: p(
          'A support slot is usually 20 to 30 minutes. Open with a song that grabs attention, put the song people know best near the end, and finish on your highest energy. Plan what you will say between songs: your name, one line about the next song, and where people can find you.',
          'Rehearse the whole set standing up, exactly as you will perform it, transitions and talking included, and time it. If you play with backing tracks, have a second copy on a second device ready to go. Something always fails on the night; a plan makes it a ten-second pause instead of a lost set.',
        ),
      },
      {
        heading: 'Advance the show',
        body: p(
          'A week before, email the venue to confirm load-in time, soundcheck, set time and length, the equipment the venue provides, and how and when you will be paid. Send a simple stage plot and an input list: what you plug in, how many microphones, and what you need to hear in your monitors.',
          "Arrive on time, learn the sound engineer's name and be easy to work with. A good monitor mix makes a better performance, and the engineer decides what the audience hears.",
        ),
      },
      {
        heading: 'On the night and after',
        body: p(
          'Say your name at the start and at the end. Put a QR code for your mailing list on the merch table and mention it from the stage. Ask a friend to film one full song from the crowd: it will be your best promotional clip. Stay to watch the other acts, and thank the venue staff before you leave.',
          'Within two days, email the people who signed up, thank the promoter with an honest count of who you brought, and ask about the next date. Post the photos and the video, and write down what worked and what did not while you still remember.',
        ),
      },
    ],
  },
  {
    title: 'Protect Your Hearing: Your Ears Are Your Career',
    subtitle:
      'Noise-induced hearing loss is permanent and preventable. Simple habits for the studio, the stage and your headphones.',
    daysAgo: 82,
    sections: [
      {
        heading: 'How loud is too loud',
        body: p(
          'Hearing damage depends on how loud a sound is and for how long you hear it. The US National Institute for Occupational Safety and Health recommends no more than 85 dBA averaged over eight hours. Every 3 dB more halves the safe time: 88 dBA for four hours, 91 dBA for two, 94 dBA for one, and 100 dBA for only fifteen minutes. Concerts and clubs often go well beyond 100 dBA.',
          'Ringing ears or muffled hearing after a show are warning signs. The loss may recover the next day, but each time some damage remains, and it adds up. Hearing loss and tinnitus caused by noise cannot be reversed, so prevention is the only cure.',
        ),
      },
      {
        heading: 'Earplugs that keep the music',
        body: p(
          "Foam earplugs cut the high frequencies more than the lows, so everything sounds muffled and people take them out. Musician's earplugs use filters that lower the level more evenly, commonly by about 9, 15 or 25 dB, so a band still sounds like a band, only quieter.",
          'Custom-moulded earplugs made from impressions taken by an audiologist fit best and are comfortable for hours. Universal-fit high-fidelity earplugs cost much less and are far better than nothing. Put them in before the loud part of the night begins, not once it hurts.',
        ),
      },
      {
        heading: 'On stage and in the studio',
        body: p(
          'In-ear monitors can lower the level on stage, but only if you keep their volume sensible. Ask for a limiter on your in-ear mix so a feedback squeal or a dropped microphone cannot blast your ears. With wedge monitors, ask for what you need to hear rather than for everything louder, and point amplifiers at yourself instead of turning them up.',
          'In the studio, mix at moderate levels and turn up only briefly to check. A sound level meter app gives a rough idea of how loud your room really is; knowing the numbers changes habits quickly.',
        ),
      },
      {
        heading: 'Everyday habits',
        body: p(
          'With headphones, a common rule of thumb is no more than 60 percent of the volume for no more than 60 minutes at a time. Noise-cancelling headphones help on a loud commute, because you no longer turn the music up to cover the noise. Many phones now show how loud your headphone listening has been; look at it once a week.',
          'Give your ears a quiet day after a loud night. Have your hearing tested to get a baseline, then check it every year or two, and see an audiologist if ringing lasts more than a day or comes back often. You will be making music for decades, so protect your ears for all of them.',
        ),
      },
    ],
  },
];

/**
 * Writes the built-in articles once per installation, published under the editorial byline. The claim in
 * app_settings and the articles commit together, so several processes starting at once write them once, and a
 * failure leaves nothing behind for the next start to trip over. Returns how many were written.
 */
export async function seedArticles(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('appSettings')
      .values({ key: ARTICLES_SEED_KEY, value: 'done' })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    const rows = BUILT_IN_ARTICLES.map((article) => {
      const postedAt = new Date(now.getTime() - article.daysAgo * 24 * 3600_000).toISOString();
      return {
        authorId: null,
        authorName: EDITORIAL_AUTHOR,
        title: article.title,
        subtitle: article.subtitle,
        imageUrl: ARTICLE.defaultImage,
        sections: json(article.sections),
        tags: json(ARTICLE.tags),
        readTime: articleReadTime(article.sections.length),
        status: 'published' as const,
        postedAt,
        createdAt: postedAt,
      };
    });
    await trx.insertInto('newsletterArticles').values(rows).execute();
    return rows.length;
  });
}
