import { bullets, lesson, type SeedCourse, steps } from './types';

/** Singing and rapping with control and health, performing, and recording vocals at home. */
export const vocalPerformance: SeedCourse = {
  title: 'Vocal Performance and Recording',
  description:
    'Build a healthy, reliable voice and use it with intent. Learn breathing and warm-ups that work, pitch and tone, registers and runs, how to deliver a lyric on stage and on the mic, and how to record professional vocals at home and work smoothly with producers and engineers.',
  level: 'Beginner',
  prerequisites: [
    'No prior training needed: singers and rappers at any level are welcome',
    'A way to record yourself (a phone is enough for the first modules)',
  ],
  featured: false,
  modules: [
    {
      title: 'Your Voice as an Instrument',
      description: 'Breathing, warm-ups, vocal health and finding where your voice lives.',
      lessons: [
        lesson(
          'Breathing and support',
          'Every sound you make starts with air. Good breathing gives you longer phrases, steadier pitch and more power without strain. Poor breathing is behind most of the tension singers feel in the throat.',
          'Breathe low. Put one hand on your upper chest and one on your belly, and take a slow breath in through the nose. The lower hand should move first as the belly and the sides of the ribs expand; the shoulders and upper chest should stay relaxed. This is often called diaphragmatic breathing, because the diaphragm moves down to let the lungs fill.',
          'Support is what happens on the way out: a steady, controlled release of air, with the ribs and abdominal muscles resisting the collapse instead of pushing air out hard. It should feel engaged but not rigid, like the steady pressure you use to blow on a candle so it flickers without going out.',
          '### Practice routine (5 minutes a day)',
          steps(
            'Inhale for 4 counts through the nose, expanding low.',
            'Exhale on a sustained "sss" for as long as is comfortable, keeping it even. Note the time and try to extend it over the weeks.',
            'Repeat on "fff" and then on a hum, keeping the sound steady.',
            'Sing a simple five-note scale on one breath, then two scales, without gasping at the end.',
          ),
          'Rappers need the same control: plan where you breathe in a verse. Mark breaths in your lyrics like punctuation, and practise the verse at performance speed so you never run out of air before the punchline.',
        ),
        lesson(
          'Warm-ups that actually work',
          'The vocal folds are muscle tissue. Like any muscle, they work better and are less likely to be strained after a warm-up. Ten minutes before singing, recording or performing is enough.',
          'Start gently with semi-occluded vocal tract exercises, in which the mouth is partly closed. They balance the air pressure above and below the vocal folds, so the folds vibrate efficiently with little effort. The best-known ones are lip trills (blowing through loosely closed lips so they flutter while you hum a pitch) and straw phonation (humming or sliding pitches through a drinking straw).',
          bullets(
            'Lip trills or straw sirens: slide from low to high and back, 1 to 2 minutes.',
            'Humming on "mm", feeling vibration around the lips and nose: 1 minute.',
            'Five-note scales on "nay" or "gee", moving up a half step each time, then back down.',
            'Octave slides on "oo" to connect low and high registers.',
            'For rappers: tongue twisters at increasing speed, articulating every consonant.',
          ),
          'Warm up in the range you will use, and stop before you feel fatigue. Warm-ups are not a workout: they should feel easy. If something feels scratchy, spend more time on the gentle exercises rather than pushing higher.',
          'A short cool-down after a long session, such as gentle hums and slides from the middle of your range downwards, helps the voice settle.',
        ),
        lesson(
          'Vocal health',
          'Your voice is the only instrument you cannot replace. Most vocal problems come from a few habits that are easy to change once you know them.',
          'Hydration matters because the vocal folds need a thin layer of mucus to vibrate smoothly. Drink water regularly through the day, not only just before singing, since it takes time to reach the tissues. Breathing steam, or using a humidifier in a dry room, hydrates the folds directly. Caffeine and alcohol are mildly drying; balance them with extra water.',
          'Rest is just as important. Heavy talking, shouting over loud music in clubs and bars, and long sessions without breaks tire the voice as much as singing. Plan quiet days after big performances. Whispering is not restful; speak softly instead.',
          bullets(
            'Avoid clearing your throat forcefully; swallow or sip water instead.',
            'Reflux can irritate the larynx: avoid large meals late at night before a session.',
            'Do not sing through pain. Pain, a sudden loss of range or a voice that cracks where it did not before are signs to stop.',
            'Smoking anything damages the vocal folds directly.',
          ),
          'If hoarseness lasts more than two to three weeks, or you lose your voice without a cold, see a doctor, ideally an ear, nose and throat specialist (a laryngologist). Problems such as nodules are much easier to treat when caught early, often with voice therapy rather than surgery.',
        ),
        lesson(
          'Finding your range and where your voice lives',
          'Range is every note you can produce; tessitura is the part of that range where your voice sounds best and can stay comfortably for a whole song. Songs written in your tessitura sound effortless. Songs outside it sound strained however well you sing.',
          'Find your range with a piano or a keyboard app. Start in a comfortable middle note and sing "ah" on each note going down until the sound becomes weak or breathy; then go up until you strain. Note both ends, then note the smaller zone where singing feels easy and sounds full: that is your tessitura.',
          'Voice types (bass, baritone, tenor, alto, mezzo-soprano, soprano) describe both range and the colour of a voice. They are useful shorthand but do not define you; many modern artists move between registers freely.',
          '### Use it when choosing keys',
          "Before you record a song, especially a cover or a topline on someone else's beat, check that its highest and lowest notes fit your range and that most of the melody sits in your tessitura. If not, ask the producer to transpose the beat. A song moved down two half steps often sounds far better than a strained performance in the original key.",
          'Record yourself singing the same melody in three keys and listen back the next day. Trust the recording over how it felt while singing.',
        ),
      ],
    },
    {
      title: 'Technique',
      description: 'Pitch, tone, registers and the agility for runs and riffs.',
      lessons: [
        lesson(
          'Pitch accuracy',
          'Pitch is the first thing listeners notice, even when they cannot name it. Singing in tune is a skill that can be trained like any other, mostly by improving how well you hear yourself.',
          'Practise with a reference. Play a sustained drone note (a keyboard, a drone app or a tuner) and sing the same note on a vowel. Listen for beating, a wobbling sound when two pitches are close but not the same; adjust until the wobble disappears. Then sing other notes of the scale against the drone: the fifth and the octave are easiest to hear.',
          'Record yourself constantly. While singing, the sound you hear is partly conducted through the bones of your head, so you cannot judge pitch reliably in the moment. Recordings are honest. A visual pitch tracker app shows whether you are sharp or flat on each note and is excellent feedback for practice.',
          bullets(
            'Going flat often comes from low energy or tiredness: support the breath and think of the pitch as slightly higher.',
            'Going sharp often comes from tension and pushing: relax the jaw and back off the volume.',
            'Sliding into notes from below is a style choice; make sure it is deliberate, not a habit.',
          ),
          'When performing, make sure you can hear yourself. With too little of your own voice in the monitor or headphones, singers push and go sharp; with one headphone ear off, many find pitch much easier.',
        ),
        lesson(
          'Resonance and tone',
          'Two singers can hit the same note and sound completely different. The difference is resonance: how the sound produced by the vocal folds is shaped by the throat, mouth and nose.',
          'Vowels shape tone more than anything else. Open vowels such as "ah" sound bright and big; closed vowels such as "ee" and "oo" sound smaller and darker. On high notes, singers often modify vowels slightly towards a more open or more neutral shape ("ee" towards "ih", "ah" towards "uh") to keep the sound free. Experiment with your own vowels on a high phrase and record the difference.',
          'A relaxed jaw and tongue let the sound out. Tension at the back of the tongue pushes it into the throat and muffles the tone. Try singing a phrase while gently holding the tip of your tongue against your lower teeth to feel where tension appears.',
          '### Exercise: bright and dark',
          steps(
            'Sing a comfortable note on "nyah", deliberately bright and forward.',
            'Sing the same note on "aw", deliberately dark and round.',
            'Find three steps in between and record all five.',
          ),
          'Tone is a style decision. Pop and R&B often favour a bright, forward sound that cuts through a dense mix; soul and jazz often use a warmer, darker colour. Knowing how to move between them lets you choose the tone each line needs.',
        ),
        lesson(
          'Registers and the break',
          'Most voices have a point where the sound changes character, often called the break or passaggio. Below it, chest voice sounds full and speech-like; above it, head voice sounds lighter. Falsetto is a breathier, lighter sound, especially in male voices.',
          "The goal is not to hide that you have registers, but to move between them smoothly and choose where to switch. Singers call the blended sound around the break mix voice: enough of the chest voice's strength with the ease of head voice.",
          bullets(
            'Slides (sirens) on "oo" or lip trills across the break, slowly, without letting the volume jump.',
            'Five-note scales on "nay" or "gug" through the break: the consonants help the folds stay together without shouting.',
            'Start soft: volume is the enemy of a smooth break. Add power only once the transition is smooth.',
          ),
          'Pulling chest voice higher and higher, shouting to hit notes above the break, is the most common cause of strain. If a note only comes out by pushing, practise it lighter and let it grow over weeks.',
          'Registers are also expressive tools. Flipping into falsetto on one word, or belting a single line in the last chorus, creates contrast that listeners feel. Decide where those moments are when you prepare a song, rather than leaving them to chance.',
        ),
        lesson(
          'Runs, riffs and agility',
          'Runs and riffs, quick sequences of notes on one syllable, are a signature of R&B, gospel and pop. They impress only when every note is clear; a blurry run sounds like a mistake.',
          'Learn runs slowly. Take a run you like, find its notes on a keyboard, and sing them at half speed or slower on a single vowel, making sure each note is in tune. Most runs use the notes of the pentatonic scale or the blues scale, so practising those scales in patterns of three and four notes builds the vocabulary.',
          steps(
            'Sing the run slowly on "ah", one note per beat, against a metronome.',
            'Speed up the metronome by 5 BPM only when the run is clean three times in a row.',
            'Practise the run starting on different notes of the scale.',
            'Use it in a song only when it is reliable at full speed.',
          ),
          'Keep runs light. Agility comes from a flexible voice, not a heavy one; pushing volume through a run makes it smeared and tiring.',
          'Taste matters more than speed. A single well-placed run at the end of a phrase can be more moving than runs on every line. Listen to how your favourite singers use them: most sing the melody straight the first time and decorate it only as the song builds.',
        ),
      ],
    },
    {
      title: 'Performance',
      description: 'Delivering a lyric: meaning, phrasing, the stage, the mic and the nerves.',
      lessons: [
        lesson(
          'Interpreting a lyric',
          'Listeners connect with the story, not the notes. Technique lets you sing a song; interpretation makes people believe it.',
          'Start away from the melody. Read the lyric aloud as if it were a speech or a letter. Who is speaking, to whom, and what do they want? What happened just before the first line? Mark the words that carry the meaning of each line and decide how they should land: softer, louder, longer, with a break in the voice.',
          'Then find the arc. A song usually moves somewhere emotionally: from doubt to decision, from anger to acceptance. Plan where you hold back and where you give everything. A performance that starts at maximum intensity has nowhere to go.',
          bullets(
            'Speak-sing a verse to find natural emphasis before you add the melody.',
            'Underline the key words of each line on your lyric sheet.',
            'Try the chorus in three moods (tender, defiant, resigned) and choose one on purpose.',
          ),
          'Rappers do the same with flow: decide which syllables carry the rhythm and which words carry the meaning, and make them match where you can. When a punchline lands on the beat and with emphasis, it hits twice as hard.',
        ),
        lesson(
          'Phrasing and rhythm',
          'Phrasing is where you place words against the beat: on it, ahead of it, or behind it. It is one of the main things that makes a singer or rapper sound like themselves.',
          'Singing slightly behind the beat feels relaxed and soulful; pushing slightly ahead feels urgent and excited. Neither is right; what matters is that it is a choice. Listen to a singer you admire and clap the beat while they sing: notice where their words fall compared with your claps.',
          'Breath placement is part of phrasing. Plan breaths at natural pauses in the meaning, not in the middle of a thought. Short catch breaths can be taken in tiny gaps if you practise them.',
          '### Exercise: three ways',
          steps(
            'Sing a verse exactly on the grid, like a robot.',
            'Sing it with every line starting a little late.',
            'Sing it freely, mixing both, and record all three.',
          ),
          "For rappers, practise with a metronome at the song's tempo and tap the subdivisions, eighth notes or sixteenths or triplets, while reciting. Switching between subdivisions within a verse (for example from sixteenths to triplets) is one of the most effective ways to keep a flow interesting.",
        ),
        lesson(
          'Stage presence and live mic technique',
          'Live, the microphone is part of your instrument. Good mic technique makes you sound consistent through any sound system; poor technique makes you disappear or feed back.',
          'Most stage vocal microphones are dynamic and cardioid: they pick up what is directly in front of them and reject sound from behind. Sing straight into the top of the mic, a few centimetres away for quiet passages, and pull back slightly on loud, high notes so the level stays even. Never cup the grille with your hand: it changes the pickup pattern, makes the sound boxy and causes feedback.',
          'Point the back of the microphone towards the floor monitors, not the other way round, and never walk in front of the main speakers with a live mic. If you hear a squeal of feedback, step back and turn the mic away from the speaker.',
          bullets(
            'Do a sound check at the volume you will actually perform at.',
            'Ask for what you need in your monitor: usually your voice and the rhythm section.',
            'Hold the mic still near your mouth and move your body, not the mic.',
          ),
          'Presence on stage comes from commitment. Look at the audience, not the floor: pick three points in the room and sing to them. Prepare what you say between songs; a short story about a song connects people to it. And rehearse the whole set standing up, exactly as you will perform it.',
        ),
        lesson(
          'Managing performance nerves',
          'Nearly every performer feels nervous, including famous ones. Nerves are the body getting ready for something that matters. The goal is not to eliminate them but to keep them from taking over your voice.',
          'The physical symptoms, a fast heartbeat, shallow breath, dry mouth and tight throat, come from adrenaline. Slow breathing counters them directly: breathe in for four counts and out for six to eight counts for a couple of minutes before you go on. Longer exhales slow the heart rate.',
          bullets(
            'Warm up fully: a warmed-up voice is more resilient when you are tense.',
            'Sip room-temperature water before the set for a dry mouth.',
            'Prepare the first song until you could sing it half asleep: a strong start settles the rest.',
            'Focus on the message of the song and the people in the room, not on yourself.',
          ),
          'Preparation is the best cure. Rehearse in conditions close to the real ones: standing, with a mic, in front of a friend or two, at full volume. Perform at open mics, listening parties and small shows often; each one makes the next easier.',
          'After the show, write down one thing that went well and one to improve. Avoid replaying mistakes all night; the audience forgot them long before you did.',
        ),
      ],
    },
    {
      title: 'Recording Your Vocals',
      description: 'Microphones, a vocal booth on a budget, levels, comping, and working with producers.',
      lessons: [
        lesson(
          'Microphones and a booth on a budget',
          'A professional-sounding vocal needs a decent microphone and, above all, a room that does not add echo. A great mic in a bare, echoey room sounds worse than a modest one in a dead corner.',
          'Large-diaphragm condenser microphones are the studio standard for vocals: detailed and sensitive, they need phantom power (48 V) from your audio interface. Dynamic microphones are less sensitive and pick up less of the room, which makes them a very good choice in untreated spaces and for loud, aggressive vocals. Start with what suits your room.',
          'Deaden the space around you. A wardrobe full of clothes is a classic home booth. Otherwise, hang heavy blankets or duvets behind you and on either side, and stand away from bare walls and corners. A portable reflection filter behind the mic helps, but the area behind you, which the mic faces, matters at least as much.',
          bullets(
            'Turn off fans, fridges and air conditioning during takes.',
            'Use a pop filter 5 to 10 cm in front of the mic to stop plosives ("p" and "b" bursts).',
            'Use a shock mount and a steady stand; hand-held vocals cause handling noise.',
          ),
          'Test your space by clapping once: if you hear a ringing echo, add more soft material until the clap sounds dull and short.',
        ),
        lesson(
          'Levels, distance and a clean take',
          'A clean recording makes mixing easy. Problems recorded at this stage, such as distortion, noise and plosives, are hard or impossible to fix later.',
          'Set your interface to 24-bit and a sample rate of 44.1 or 48 kHz. Ask the singer to perform the loudest part of the song and set the input gain so peaks reach around minus 10 dBFS, leaving plenty of room. In 24-bit, a little lower is fine; clipping at the input is never fine.',
          'Distance shapes the sound. About 15 to 20 cm from a condenser microphone is a good starting point: closer gives more bass (the proximity effect) and intimacy, further gives a more natural, airy sound but more room. Keep the distance consistent between takes so they match when edited together.',
          steps(
            'Warm up before the session, not during it.',
            'Record a test pass and listen back on headphones at a normal volume.',
            'Fix the space or the distance if you hear echo, noise or pops.',
            'Monitor with a little reverb in the headphones so the singer feels comfortable, without recording it.',
          ),
          'Record everything, including warm-up passes; some of the best takes happen before anyone thinks it counts. Keep takes labelled and organised on separate playlists or lanes.',
        ),
        lesson(
          'Comping, doubles and stacks',
          'Most professional lead vocals are not one take. They are comped: assembled from the best phrases of several takes. This lets the singer take risks, knowing a line can be replaced.',
          'Record three to five full takes of a section, then listen line by line and mark the best version of each phrase. Judge emotion first and pitch and timing second; a few small pitch issues are easier to fix than a flat performance. Cut between takes at natural breaths or consonants, and use short crossfades so edits are inaudible.',
          'Doubles are a second performance of the same line, mixed quietly under or beside the lead, to thicken it. Sing them as close as possible to the lead in timing and phrasing; tighten them afterwards if needed. Hooks are commonly doubled, sometimes with two doubles panned left and right.',
          bullets(
            'Harmony stacks: record each harmony note two or three times and pan them for width.',
            'Ad-libs: fill the gaps with short responses, kept lower in the mix and often panned.',
            'Whisper doubles: a whispered copy of the lead adds breath and intimacy in verses.',
          ),
          'Keep a notes file with which take each phrase came from. If a producer asks to hear alternatives, you can find them in seconds.',
        ),
        lesson(
          'Working with producers and engineers',
          "Sessions run better when everyone knows what to expect. Preparation shows respect for other people's time and gets you better results.",
          'Before the session, agree on the key and tempo, and learn the song fully: lyrics memorised, harmonies worked out, breaths planned. Bring printed or digital lyric sheets with line numbers; "from line 12" is faster than "from the part about the car". Send one or two reference songs that show the vocal sound and energy you want.',
          'In the session, communicate clearly and kindly. If the headphone mix is wrong, say so early: you cannot perform well if you cannot hear. Ask for a punch-in of a single line when a take is mostly right. Take short breaks and drink water.',
          bullets(
            'Confirm in writing who owns what before release: your share of the composition as a writer and any fee or points for performance.',
            'Ask for your files: the comped lead, the doubles, the harmonies and the instrumental, as WAV stems starting at bar 1.',
            'Agree how you will be credited (featured artist, vocalist, writer) and spell your name consistently.',
          ),
          'After the session, listen back within a day and send any notes in one message rather than many. Professional habits make people want to work with you again, which matters as much as talent.',
        ),
      ],
    },
  ],
};
